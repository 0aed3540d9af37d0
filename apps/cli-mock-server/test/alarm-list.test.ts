import { HOUSE_PRODUCT_ID } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, type TestServer } from './support';

interface Alarm {
  id: number;
  imei: string;
  productId: string;
  type: string;
  typeName: string;
  value: number | null;
  unit: string;
  time: string;
  dispatched: boolean;
  cleared?: boolean;
  clearTime?: string;
}
interface Device {
  imei: string;
  productId: string;
}

describe('the alarm list (alarm information) filters, records pushed alarms, resets and deletes', () => {
  let server: TestServer;
  let token: string;
  const list = async (body: Record<string, unknown>, as = token) => {
    const answer = await call(server, 'POST', '/sensor/alarm/list', { token: as, json: { pageSize: 1000, ...body } });
    return answer.body as unknown as { rows: Alarm[]; total: number };
  };

  signedInAdmin((session) => ({ server, token } = session));

  it('keeps to the product asked for, newest first, each alarm with its probe unit', async () => {
    const { rows } = await list({ productId: HOUSE_PRODUCT_ID });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((a) => a.productId === HOUSE_PRODUCT_ID)).toBe(true);
    expect((await list({})).total).toBeGreaterThan(rows.length);
    const times = rows.map((a) => a.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows.filter((a) => a.value !== null).every((a) => a.unit !== '')).toBe(true);
  });

  it('filters by time range, IMEI substring, type and dispatched', async () => {
    const all = (await list({ productId: HOUSE_PRODUCT_ID })).rows;
    const sample = all.find((a) => a.dispatched) ?? all[0];
    if (!sample) throw new Error('no alarm');
    const day = sample.time.slice(0, 10);
    const sameDay = (await list({ productId: HOUSE_PRODUCT_ID, beginTime: day, endTime: day })).rows;
    expect(sameDay.map((a) => a.id)).toContain(sample.id);
    expect(sameDay.every((a) => a.time.startsWith(day))).toBe(true);
    const byImei = (await list({ productId: HOUSE_PRODUCT_ID, imei: sample.imei.slice(4, 11) })).rows;
    expect(byImei.map((a) => a.id)).toContain(sample.id);
    expect(byImei.every((a) => a.imei.includes(sample.imei.slice(4, 11)))).toBe(true);
    const byType = (await list({ productId: HOUSE_PRODUCT_ID, type: '2' })).rows;
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((a) => a.type === '2')).toBe(true);
    const dispatched = (await list({ productId: HOUSE_PRODUCT_ID, dispatched: 'true' })).rows;
    const open = (await list({ productId: HOUSE_PRODUCT_ID, dispatched: 'false' })).rows;
    expect(dispatched.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    expect(dispatched.every((a) => a.dispatched)).toBe(true);
    expect(open.every((a) => !a.dispatched)).toBe(true);
    expect(dispatched.length + open.length).toBe(all.length);
  });

  it('records an alarm pushed through the control API under its product, first in that product list', async () => {
    const devices = (await call(server, 'POST', '/senstor/info/list', { token, json: { productId: HOUSE_PRODUCT_ID, pageSize: 1 } })).body.rows as Device[];
    const imei = devices[0]?.imei ?? '';
    const pushed = await call(server, 'POST', '/__mock/alarms', {
      json: { proBh: HOUSE_PRODUCT_ID, sn: imei, address: 'here', alarmVo: { name: 'CH4', notes: 'pushed', alarm: '1', timeStamp: Date.now() } },
    });
    expect(pushed.status).toBe(200);
    const [first] = (await list({ productId: HOUSE_PRODUCT_ID })).rows;
    expect(first).toMatchObject({ imei, productId: HOUSE_PRODUCT_ID, type: '1', typeName: 'pushed', dispatched: false });
    expect(first?.unit).not.toBe('');
    const other = (await list({ productId: '15144629' })).rows;
    expect(other.some((a) => a.id === first?.id)).toBe(false);
  });

  it('resets an alarm: it stays, marked cleared with its time', async () => {
    const [alarm] = (await list({ productId: HOUSE_PRODUCT_ID })).rows;
    if (!alarm) throw new Error('no alarm');
    expect((await call(server, 'POST', `/senstor/alarm/reSet/${alarm.id}`, { token })).body.code).toBe(200);
    const after = (await list({ productId: HOUSE_PRODUCT_ID })).rows.find((a) => a.id === alarm.id);
    expect(after).toMatchObject({ cleared: true });
    expect(after?.clearTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await call(server, 'POST', '/senstor/alarm/reSet/999999999', { token })).body.code).toBe(500);
  });

  it('deletes one alarm, or several by comma-separated ids, and refuses an unknown id', async () => {
    const rows = (await list({ productId: HOUSE_PRODUCT_ID })).rows.slice(0, 3);
    const [one, ...two] = rows;
    if (!one || two.length !== 2) throw new Error('too few alarms');
    expect((await call(server, 'DELETE', `/senstor/alarm/${one.id}`, { token })).body.code).toBe(200);
    expect((await call(server, 'DELETE', `/senstor/alarm/${two.map((a) => a.id).join(',')}`, { token })).body.code).toBe(200);
    const left = new Set((await list({})).rows.map((a) => a.id));
    expect(rows.some((a) => left.has(a.id))).toBe(false);
    expect((await call(server, 'DELETE', `/senstor/alarm/${one.id}`, { token })).body.code).toBe(500);
  });

  it('shows the operator only the alarms of its own devices', async () => {
    const operator = await login(server, 'operator', 'operator123');
    const own = new Set(((await call(server, 'POST', '/senstor/info/list', { token: operator, json: { pageSize: 1000 } })).body.rows as Device[]).map((d) => d.imei));
    const seen = (await list({ productId: HOUSE_PRODUCT_ID }, operator)).rows;
    const all = (await list({ productId: HOUSE_PRODUCT_ID })).rows;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(all.length);
    expect(seen.every((a) => own.has(a.imei))).toBe(true);
  });
});
