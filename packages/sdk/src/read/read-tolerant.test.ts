import { afterEach, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { endpoints } from '../endpoints';
import { alarmRecordSchema, contactSchema, workOrderSchema } from '../schemas/alarms';
import { deviceSchema } from '../schemas/devices';
import { listResponseSchema } from '../schemas/envelope';
import { fileItemSchema } from '../schemas/files';
import { gatewayChannelSchema, linkageSchema } from '../schemas/gateways';
import { fenceSchema, recordingTaskSchema } from '../schemas/helmet';
import { billSchema } from '../schemas/payments';
import { shareSchema } from '../schemas/sites';
import { helmetMediaSchema } from '../schemas/talk';
import { readResponse } from './read-response';
import { type ReadIssue, readTolerant } from './read-tolerant';
import { extendWireCodes, readWireCode, resetWireCodes } from './wire-codes';

const read = (schema: z.core.$ZodType, value: unknown) => {
  const issues: ReadIssue[] = [];
  return { value: readTolerant(schema, value, issues) as Record<string, unknown>, issues };
};
const field = (schema: z.core.$ZodType, key: string, value: unknown, base: Record<string, unknown>) => read(schema, { ...base, [key]: value }).value[key];

const device = { sn: 'SN0001', imei: '860000000001', status: 'online' };
const order = { id: 1, number: 'GD1', level: 'ordinary', status: 'pending', info: 'leak' };

afterEach(() => resetWireCodes());

describe('coded fields: every encoding reads as the console meaning', () => {
  // FastBee's iot_device_status (references §4): 1 inactive, 2 disabled, 3 online, 4 offline, as integers or strings.
  it.each([
    ['online', 'online'], ['offline', 'offline'], [3, 'online'], ['3', 'online'], [4, 'offline'], ['4', 'offline'], [1, 'inactive'], [2, 'disabled'],
  ])('device status %j → %s', (wire, meaning) => {
    expect(field(deviceSchema, 'status', wire, device)).toBe(meaning);
  });

  // RuoYi dictionaries number their values "0".. in sort order; gd_status sorts pending, processing, completed, rejected.
  it.each([
    ['pending', 'pending'], ['0', 'pending'], [0, 'pending'], ['1', 'processing'], [2, 'completed'], ['3', 'rejected'],
  ])('work-order status %j → %s', (wire, meaning) => {
    expect(field(workOrderSchema, 'status', wire, order)).toBe(meaning);
  });

  it.each([['urgent', 'urgent'], ['0', 'ordinary'], [1, 'urgent'], ['2', 'extraUrgent']])('work-order level %j → %s', (wire, meaning) => {
    expect(field(workOrderSchema, 'level', wire, order)).toBe(meaning);
  });

  it.each([[true, true], [false, false], [1, true], [0, false], ['1', true], ['0', false], ['true', true], ['Y', true], ['N', false]])(
    'alarm dispatched %j → %s',
    (wire, flag) => {
      expect(field(alarmRecordSchema, 'dispatched', wire, { id: 1, imei: '8600', type: '1', time: 0, dispatched: false })).toBe(flag);
    },
  );

  it.each([
    [contactSchema, 'numberType', { name: 'A', number: '1', notifyMethod: 'sms' }, [['mobile', 'mobile'], ['0', 'landline'], [1, 'mobile']]],
    [contactSchema, 'notifyMethod', { name: 'A', number: '1', notifyMethod: 'sms' }, [['voice', 'voice'], ['0', 'sms'], [1, 'voice']]],
    [shareSchema, 'permission', { id: 1, phone: '1', permission: 'view' }, [['edit', 'edit'], [0, 'view'], ['1', 'edit']]],
    [fileItemSchema, 'type', { id: 1, type: 'video', name: 'a' }, [['document', 'document'], [0, 'video'], ['1', 'document']]],
    [recordingTaskSchema, 'status', { startTime: 0, endTime: 0, durationMinutes: 1, status: 'ended' }, [['inProgress', 'inProgress'], [0, 'notStarted'], ['2', 'ended']]],
    [helmetMediaSchema, 'status', { id: 1, imei: '1', type: 'photo', name: 'a', status: 'uploaded' }, [['failed', 'failed'], [1, 'uploading'], ['3', 'failed']]],
    [helmetMediaSchema, 'type', { id: 1, imei: '1', type: 'photo', name: 'a', status: 'uploaded' }, [['video', 'video'], [0, 'photo'], ['1', 'video']]],
    [billSchema, 'status', { orderNo: '1', amount: 1, status: 'pending' }, [['refunded', 'refunded'], [1, 'completed'], ['5', 'frozen']]],
    [fenceSchema, 'behaviour', { name: 'f', behaviour: 'noLeaving', alarmFrequency: 0, periods: [], area: [] }, [['noEntering', 'noEntering'], [0, 'noLeaving'], ['1', 'noEntering']]],
    [linkageSchema, 'action', { id: 1, name: 'r', sourceProductId: 'p', targetImei: 't', channel: 1, action: 'on', enabled: true }, [['off', 'off'], [1, 'on'], ['0', 'off']]],
    [gatewayChannelSchema, 'on', { channel: 1, on: true }, [[false, false], [1, true], ['0', false]]],
  ] as const)('%#: %s reads words, integers and numeric strings', (schema, key, base, cases) => {
    for (const [wire, meaning] of cases) expect(field(schema, key, wire, base)).toBe(meaning);
  });

  it('keeps a code the table has no word for, as it came (as text), without reporting it', () => {
    const { value, issues } = read(deviceSchema, { ...device, status: 9 });
    expect(value.status).toBe('9');
    expect(issues).toEqual([]);
    expect(field(workOrderSchema, 'level', 'x7', order)).toBe('x7');
  });

  it('a deployment extends a table with plain data; a code naming a meaning the console lacks is refused', () => {
    expect(readWireCode('deviceStatus', 5)).toBeUndefined();
    expect(extendWireCodes({ deviceStatus: { codes: { 5: 'offline', 6: 'exploded' } } })).toEqual(['deviceStatus.6']);
    expect(field(deviceSchema, 'status', 5, device)).toBe('offline');
    expect(field(deviceSchema, 'status', 6, device)).toBe('6');
    // The defaults stay.
    expect(readWireCode('deviceStatus', '3')).toBe('online');
  });

  it("takes the settings file's form too: a dotted field name and a plain code → meaning map", () => {
    expect(extendWireCodes({ 'device.status': { 7: 'offline' }, 'workOrder.level': { 9: 'urgent' } })).toEqual([]);
    expect(field(deviceSchema, 'status', 7, device)).toBe('offline');
    expect(field(workOrderSchema, 'level', '9', order)).toBe('urgent');
  });
});

describe('nulls, numbers and unreadable values', () => {
  it('reads null as absent, even in a required field, without reporting it', () => {
    const { value, issues } = read(deviceSchema, { ...device, sn: null, remark: null });
    expect(value).not.toHaveProperty('sn');
    expect(value.remark).toBeNull();
    expect(issues).toEqual([]);
  });

  it('reads ids, numbers and text sent as numbers or numeric strings', () => {
    const { value } = read(alarmRecordSchema, { id: '7', imei: 860000000001, sn: 42, type: 3, time: '2025-06-01 09:12:44', dispatched: 0, value: '12.5' });
    expect(value).toMatchObject({ id: '7', imei: '860000000001', sn: '42', type: '3', dispatched: false, value: '12.5' });
    const page = read(listResponseSchema(deviceSchema), { code: '200', total: '2', rows: [] }).value;
    expect(page).toMatchObject({ code: 200, total: 2, rows: [] });
  });

  it('keeps times as they came: yyyy-MM-dd HH:mm:ss, ISO or epoch', () => {
    for (const time of ['2025-06-01 09:12:44', '2025-06-01T01:12:44Z', 1_748_740_364_000]) {
      expect(field(alarmRecordSchema, 'time', time, { id: 1, imei: '1', type: '1', dispatched: false })).toBe(time);
    }
  });

  it('leaves one unreadable value out of its row, keeps every row, and reports where and what', () => {
    const { value, issues } = read(listResponseSchema(deviceSchema), {
      code: 200,
      total: 3,
      rows: [device, { ...device, imei: '2', status: { state: 3 } }, { ...device, imei: '3', status: 4 }],
    });
    const rows = value.rows as Record<string, unknown>[];
    expect(rows.map((row) => row.imei)).toEqual(['860000000001', '2', '3']);
    expect(rows[1]).not.toHaveProperty('status');
    expect(rows[2]?.status).toBe('offline');
    expect(issues).toEqual([{ path: ['rows', 1, 'status'], value: { state: 3 }, message: 'Expected a code' }]);
  });

  it('drops only a row that is not a row at all', () => {
    const { value, issues } = read(listResponseSchema(deviceSchema), { code: 200, total: 2, rows: [device, 'garbage'] });
    expect((value.rows as unknown[]).length).toBe(1);
    expect(issues.map((issue) => issue.path)).toEqual([['rows', 1]]);
  });

  it('an unreadable flag or number is reported, not guessed', () => {
    const { value, issues } = read(alarmRecordSchema, { id: 1, imei: '1', type: '1', time: 0, dispatched: 'maybe', value: true });
    expect(value).not.toHaveProperty('dispatched');
    expect(value).not.toHaveProperty('value');
    expect(issues.map((issue) => issue.path.join('.')).sort()).toEqual(['dispatched', 'value']);
  });
});

describe('readResponse', () => {
  const body = { code: 200, msg: 'ok', total: 2, rows: [device, { ...device, imei: '2', status: 3, dispatched: 1 }] };

  it('strict holds the answer to the schema (the mock keeps its contract)', () => {
    expect(() => readResponse(endpoints.sensors.list, body, 'strict')).toThrow(/rows\.1\.status/);
  });

  it('tolerant reads the same answer whole, with nothing to report', () => {
    const { data, issues } = readResponse(endpoints.sensors.list, body);
    expect((data as { rows: { status: string }[] }).rows.map((row) => row.status)).toEqual(['online', 'online']);
    expect(issues).toEqual([]);
  });

  it('tolerant still refuses an answer that is not an object at all', () => {
    expect(() => readResponse(endpoints.sensors.list, 'nope')).toThrow();
  });
});
