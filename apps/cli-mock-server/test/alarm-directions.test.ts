import { judgeReading } from '@vigil/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, signedInAdmin, type TestServer, waitFor } from './support';

/**
 * Alarms in the direction each gas alarms, against the limits in force. Domain facts: oxygen is deficient below
 * 19.5 %VOL and enriched above 23.5 %VOL (OSHA 29 CFR 1910.146), normal air is 20.9 %VOL; a combustible gas alarms
 * rising, first level at its low set point (GB/T 50493-2019, GB 15322).
 */
interface Reading {
  imei: string;
  probe: string | number;
  type: string;
  value: number | null;
  lowAlarm: number | null;
  highAlarm: number | null;
}
interface AlarmMessage {
  eventType: string;
  payload: { sn: string; alarmVo: { alarm: string; notes: string; probeType?: string; value?: number } };
}
const INDUSTRIAL = '15144601';

describe('alarm directions and the limits in force', () => {
  let server: TestServer;
  let token: string;
  let imei: string;
  const messages: AlarmMessage[] = [];
  let socket: WebSocket;

  signedInAdmin(async (session) => {
    ({ server, token } = session);
    const list = await call(server, 'POST', '/senstor/info/list', { token, json: { productId: INDUSTRIAL, status: 'online', pageNum: 1, pageSize: 1 } });
    imei = (list.body.rows as { imei: string }[])[0]?.imei ?? '';
    socket = new WebSocket(`${server.alarmSocketUrl}?token=${token}&local=en`);
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as AlarmMessage));
    await new Promise<void>((resolve) => socket.on('open', () => resolve()));
  }, { products: 'all' });
  afterAll(() => socket.close());

  const readings = async (): Promise<Reading[]> => (await call(server, 'POST', '/intime/data', { token, json: { imei } })).body.rows as Reading[];
  const probeOf = async (type: string) => (await readings()).find((r) => r.type === type);
  const push = async (values: Record<string, number>) => (await call(server, 'POST', '/__mock/readings', { json: { imei, values } })).body;

  it('seeds every oxygen probe near 20.9 %VOL and judged normal, never at a deficiency', async () => {
    const rows = (await call(server, 'POST', '/intime/data', { token, json: { pageSize: 1000 } })).body.rows as Reading[];
    const oxygen = rows.filter((r) => r.type === 'O2' && r.value !== null);
    expect(oxygen.length).toBeGreaterThan(0);
    for (const r of oxygen) {
      expect(Math.abs(Number(r.value) - 20.9)).toBeLessThanOrEqual(0.3);
      expect(judgeReading('both', Number(r.value), { low: r.lowAlarm, high: r.highAlarm })).toBe('normal');
    }
  });

  it('raises a low (deficiency) alarm for oxygen at 15 %VOL, none at 20.9, and an enrichment at 25', async () => {
    const o2 = await probeOf('O2');
    expect(o2).toMatchObject({ lowAlarm: 19.5, highAlarm: 23.5 });
    const probe = String(o2?.probe);
    expect(await push({ [probe]: 20.9 })).toMatchObject({ code: 200, alarms: 0 });
    expect(await push({ [probe]: 15 })).toMatchObject({ code: 200, alarms: 1 });
    const deficiency = await waitFor(() => messages.find((m) => m.payload.sn === imei && m.payload.alarmVo.probeType === 'O2'), 'the oxygen alarm');
    expect(deficiency.payload.alarmVo).toMatchObject({ alarm: '1', value: 15, notes: 'Oxygen Low (deficiency)' });
    // The same reading again crosses nothing: no second alarm.
    expect(await push({ [probe]: 15 })).toMatchObject({ alarms: 0 });
    expect(await push({ [probe]: 25 })).toMatchObject({ alarms: 1 });
    const enrichment = await waitFor(() => messages.find((m) => m.payload.sn === imei && m.payload.alarmVo.alarm === '2'), 'the enrichment alarm');
    expect(enrichment.payload.alarmVo).toMatchObject({ probeType: 'O2', value: 25, notes: 'Oxygen High (enrichment)' });
    const listed = (await call(server, 'POST', '/sensor/alarm/list', { token, json: { imei, pageSize: 10 } })).body.rows as { type: string; value: number; probeType: string }[];
    expect(listed.slice(0, 2).map((a) => [a.type, a.value, a.probeType])).toEqual([['2', 25, 'O2'], ['1', 15, 'O2']]);
    expect(await push({ [probe]: 20.9 })).toMatchObject({ alarms: 0 });
  });

  it("judges by the operator's configured limits: 6/12 %LEL makes 5.5 normal and 6.5 the first level, in /intime/data too", async () => {
    const ex = await probeOf('EX');
    expect(ex).toMatchObject({ lowAlarm: 5, highAlarm: 10 });
    const probe = String(ex?.probe);
    const config = (await call(server, 'GET', `/sensor/userConfig/imei?imei=${imei}`, { token })).body.data as { probes?: unknown[] } | null;
    const probes = (await readings()).map((r) => ({ number: r.probe, name: r.type, type: r.type, lowAlarm: r.lowAlarm, highAlarm: r.highAlarm, enabled: true }));
    const edited = probes.map((p) => (String(p.number) === probe ? { ...p, lowAlarm: 6, highAlarm: 12 } : p));
    expect((await call(server, 'PUT', '/sensor/userConfig', { token, json: { ...(config ?? {}), imei, probes: edited } })).body.code).toBe(200);
    expect(await probeOf('EX')).toMatchObject({ lowAlarm: 6, highAlarm: 12 });
    expect(await push({ [probe]: 5.5 })).toMatchObject({ alarms: 0 });
    expect(await push({ [probe]: 6.5 })).toMatchObject({ alarms: 1 });
    const first = await waitFor(() => messages.find((m) => m.payload.sn === imei && m.payload.alarmVo.probeType === 'EX'), 'the first-level alarm');
    expect(first.payload.alarmVo).toMatchObject({ alarm: '1', value: 6.5 });
  });

  it('records every seeded and generated low or high alarm with a reading beyond that limit, in its measure direction', async () => {
    await call(server, 'POST', '/__mock/alarms', { json: { count: 60 } });
    const alarms = (await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageSize: 1000 } })).body.rows as { type: string; value: number | null; probeType?: string; imei: string }[];
    const judged = alarms.filter((a) => (a.type === '1' || a.type === '2') && a.probeType !== undefined);
    expect(judged.length).toBeGreaterThan(50);
    for (const alarm of judged.filter((a) => a.probeType === 'O2')) {
      // Oxygen: a low alarm is below 19.5 %VOL, a high one above 23.5 %VOL.
      if (alarm.type === '1') expect(Number(alarm.value), JSON.stringify(alarm)).toBeLessThan(19.5);
      else expect(Number(alarm.value), JSON.stringify(alarm)).toBeGreaterThan(23.5);
    }
    expect(judged.filter((a) => a.probeType === 'O2').length).toBeGreaterThan(0);
    expect(judged.some((a) => a.probeType === 'RELAY')).toBe(false);
  });
});
