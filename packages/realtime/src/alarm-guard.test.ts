import { alarmPayloadSchema, alarmSocketMessageSchema } from '@vigil/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GuardResult, readAlarmInput, readAlarmMessage, readAlarmMessageStrict, readAlarmPayload, readAlarmPayloadStrict } from './alarm-guard';

/** Values that sit on either side of each field's rule. */
const field = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom('', 'x', '0'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0),
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);

const extras = fc.dictionary(
  fc.string({ maxLength: 5 }).filter((key) => key !== '__proto__'),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 2 },
);

const alarmVo = fc
  .tuple(
    fc.record(
      { name: fc.oneof(fc.string(), field), notes: field, alarm: field, timeStamp: field },
      { requiredKeys: [] },
    ),
    extras,
  )
  .map(([known, extra]) => ({ ...extra, ...known }));

const payload = fc
  .tuple(
    fc.record(
      { proBh: field, sn: fc.oneof(fc.string({ minLength: 1 }), field), address: field, alarmVo: fc.oneof(alarmVo, field) },
      { requiredKeys: [] },
    ),
    extras,
  )
  .map(([known, extra]) => ({ ...extra, ...known }));

const message = fc.oneof(
  fc.record({ eventType: fc.constantFrom('dataAlarm', 'other'), payload: fc.oneof(payload, field) }),
  payload,
  field,
);

/** Mostly valid fields, each occasionally swapped for an edge value, so both paths are exercised. */
const mostly = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: field, weight: 1 });

const validish = fc.record({
  eventType: fc.constant('dataAlarm'),
  payload: fc.record({
    proBh: mostly(fc.oneof(fc.string(), fc.integer())),
    sn: mostly(fc.string({ minLength: 1 })),
    address: mostly(fc.oneof(fc.string(), fc.constant(undefined))),
    alarmVo: fc.record({
      name: mostly(fc.string()),
      notes: mostly(fc.oneof(fc.string(), fc.constant(undefined))),
      alarm: mostly(fc.oneof(fc.string(), fc.integer(), fc.double())),
      timeStamp: mostly(fc.oneof(fc.string(), fc.integer())),
    }),
  }),
});

function sameAsSchema<T>(ours: GuardResult<T>, theirs: { success: boolean; data?: T }) {
  expect(ours.ok).toBe(theirs.success);
  if (ours.ok) expect(ours.value).toStrictEqual(theirs.data);
}

/** Whether a payload names its device the way the tolerant guard reads it (after decoding JSON text). */
function namesDevice(payload: unknown): boolean {
  const decoded = typeof payload === 'string' ? (() => { try { return JSON.parse(payload) as unknown; } catch { return undefined; } })() : payload;
  if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return false;
  return ['sn', 'imei', 'deviceSn', 'serialNumber'].some((key) => {
    const value = (decoded as Record<string, unknown>)[key];
    return (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
  });
}

/** The tolerant guard: the schema's output wherever the schema accepts; beyond it, every alarm that names a device. */
function tolerantOverSchema<T>(ours: GuardResult<T>, theirs: { success: boolean; data?: T }, payload: unknown) {
  if (theirs.success) return sameAsSchema(ours, theirs);
  expect(ours.ok).toBe(namesDevice(payload));
}

describe('alarm guard', () => {
  it('strict: accepts, rejects and outputs exactly what the sdk message schema does', () => {
    fc.assert(
      fc.property(fc.oneof(message, validish), (value) => {
        sameAsSchema(readAlarmMessageStrict(value), alarmSocketMessageSchema.safeParse(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('strict: accepts, rejects and outputs exactly what the sdk payload schema does', () => {
    fc.assert(
      fc.property(fc.oneof(payload, validish.map((m) => m.payload)), (value) => {
        sameAsSchema(readAlarmPayloadStrict(value), alarmPayloadSchema.safeParse(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('tolerant: outputs what the schema does where it accepts, and beyond it accepts every dataAlarm that names a device', () => {
    fc.assert(
      fc.property(fc.oneof(message, validish), (value) => {
        const isAlarm = typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { eventType?: unknown }).eventType === 'dataAlarm';
        const theirs = alarmSocketMessageSchema.safeParse(value);
        if (isAlarm) tolerantOverSchema(readAlarmMessage(value), theirs, (value as { payload?: unknown }).payload);
        else expect(readAlarmMessage(value).ok).toBe(theirs.success);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(fc.oneof(payload, validish.map((m) => m.payload)), (value) => {
        tolerantOverSchema(readAlarmPayload(value), alarmPayloadSchema.safeParse(value), value);
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees with the schema on JSON text as it comes off the wire', () => {
    fc.assert(
      fc.property(fc.oneof(message, validish), (value) => {
        const wire: unknown = JSON.parse(JSON.stringify({ v: value })).v;
        sameAsSchema(readAlarmMessageStrict(wire), alarmSocketMessageSchema.safeParse(wire));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees on objects without a prototype', () => {
    const vo = Object.assign(Object.create(null) as object, { name: 'n', alarm: 1, timeStamp: 2 });
    const value = { eventType: 'dataAlarm', payload: { proBh: 1, sn: 's', alarmVo: vo } };
    sameAsSchema(readAlarmMessage(value), alarmSocketMessageSchema.safeParse(value));
  });

  it('reads either a whole message or a payload, with a located reason on failure', () => {
    const good = { proBh: 1, sn: 'a', alarmVo: { name: 'n', alarm: 2, timeStamp: 3 } };
    expect(readAlarmInput(good)).toMatchObject({ ok: true, value: { proBh: '1', address: '', alarmVo: { alarm: '2' } } });
    expect(readAlarmInput({ eventType: 'dataAlarm', payload: good })).toMatchObject({ ok: true, value: { sn: 'a' } });
    const bad = readAlarmInput({ eventType: 'dataAlarm', payload: { ...good, sn: '' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/at payload\.sn$/);
  });

  describe('never drops an alarm over its shape (a RuoYi-family backend, fastjson)', () => {
    const frame = (payload: unknown) => ({ eventType: 'dataAlarm', payload });
    const good = { proBh: '15144628', sn: '860000000001', address: 'Gate 3', alarmVo: { name: 'Combustible gas', notes: 'high', alarm: 2, timeStamp: 1_763_880_000_000 } };

    it('null address reads as empty', () => {
      const read = readAlarmMessage(frame({ ...good, address: null }));
      expect(read).toMatchObject({ ok: true, value: { payload: { sn: '860000000001', address: '', alarmVo: { alarm: '2' } } } });
    });

    it('a numeric sn reads as its digits', () => {
      expect(readAlarmMessage(frame({ ...good, sn: 860000000001 }))).toMatchObject({ ok: true, value: { payload: { sn: '860000000001' } } });
    });

    it('a null alarmVo.name reads as empty, the rest of the alarm kept', () => {
      const read = readAlarmMessage(frame({ ...good, alarmVo: { ...good.alarmVo, name: null } }));
      expect(read).toMatchObject({ ok: true, value: { payload: { alarmVo: { name: '', notes: 'high', alarm: '2', timeStamp: 1_763_880_000_000 } } } });
    });

    it('a payload double-encoded as JSON text is decoded', () => {
      const read = readAlarmMessage(frame(JSON.stringify({ ...good, sn: 860000000002, address: null })));
      expect(read).toMatchObject({ ok: true, value: { payload: { proBh: '15144628', sn: '860000000002', address: '', alarmVo: { name: 'Combustible gas', alarm: '2' } } } });
    });

    it('a frame naming its device but nothing else is shown with empty parts', () => {
      expect(readAlarmMessage(frame({ sn: 'X1', alarmVo: null }))).toMatchObject({ ok: true, value: { payload: { sn: 'X1', proBh: '', address: '', alarmVo: { name: '', alarm: '', timeStamp: '' } } } });
    });

    it('a frame that names no device, or whose payload is not JSON, is refused with a located reason', () => {
      const noDevice = readAlarmMessage(frame({ ...good, sn: null }));
      expect(noDevice.ok).toBe(false);
      if (!noDevice.ok) expect(noDevice.message).toMatch(/payload\.sn/);
      expect(readAlarmMessage(frame('{not json')).ok).toBe(false);
    });
  });
});
