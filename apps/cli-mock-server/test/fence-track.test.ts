import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;
interface Point {
  lng: number;
  lat: number;
  time: string;
}

const HELMET = '15144734';
const FENCE = { name: 'Yard', behaviour: 'noEntering', alarmFrequency: 5, periods: [{ start: '08:00', end: '12:00' }], area: [[120.1, 30.2], [120.2, 30.2], [120.2, 30.3]] };
const pad = (n: number) => String(n).padStart(2, '0');
/** A wire time ('YYYY-MM-DD HH:mm:ss') in UTC, which the test server's zone is unless told otherwise. */
const wire = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/** Fences (the sdk's one form rule, refused here as in the console) and helmet tracks (trajectory.track). */
describe('fences and trajectories', () => {
  let server: TestServer;
  let admin: string;
  const helmet = () => ((server.snapshot().collections.devices ?? []) as Row[]).find((d) => d.productId === HELMET);

  signedInAdmin((session) => ({ server, token: admin } = session), { products: 'all' });

  it('refuses overlapping periods with the form’s localized message, and keeps a circle with its helmets', async () => {
    const overlapping = { ...FENCE, periods: [{ start: '08:00', end: '12:00' }, { start: '11:00', end: '13:00' }] };
    const zh = await call(server, 'POST', '/hat/fence', { token: admin, json: overlapping, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body).toMatchObject({ code: 400, field: 'periods', msg: '时间段不能重叠' });
    const en = await call(server, 'POST', '/hat/fence', { token: admin, json: overlapping });
    expect(en.body).toMatchObject({ code: 400, field: 'periods', msg: 'Time periods must not overlap' });

    const imei = String(helmet()?.imei);
    const circle = { ...FENCE, name: 'Circle', number: 'F-1', shape: 'circle', circle: { center: [120.15, 30.25], radius: 300 }, imeis: [imei] };
    expect((await call(server, 'POST', '/hat/fence', { token: admin, json: circle })).body.code).toBe(200);
    const listed = await call(server, 'GET', '/hat/fence/list?name=Circle', { token: admin });
    expect(listed.body.rows).toEqual([expect.objectContaining({ number: 'F-1', shape: 'circle', circle: { center: [120.15, 30.25], radius: 300 }, imeis: [imei] })]);
  });

  it('stores and lists a fence saved without a number (spec §5 does not require one), which breaks no list of fences', async () => {
    const created = await call(server, 'POST', '/hat/fence', { token: admin, json: { ...FENCE, name: 'Unnumbered', number: null } });
    expect(created.body.code).toBe(200);
    // The list answers 200 under --strict (the sdk's fenceSchema), the unnumbered fence beside the numbered ones.
    const listed = await call(server, 'GET', '/hat/fence/list', { token: admin });
    expect(listed.body.code).toBe(200);
    expect(listed.body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Unnumbered', number: null })]));
  });

  it('answers the same fake track for the same range, around the helmet’s place; none outside the kept days', async () => {
    const device = helmet();
    const now = Date.now();
    const range = `imei=${String(device?.imei)}&beginTime=${encodeURIComponent(wire(now - 3_600_000))}&endTime=${encodeURIComponent(wire(now - 1_800_000))}`;
    const first = await call(server, 'GET', `/hat/track?${range}`, { token: admin });
    const again = await call(server, 'GET', `/hat/track?${range}`, { token: admin });
    const points = first.body.data as Point[];
    expect(points.length).toBeGreaterThanOrEqual(30);
    expect(again.body.data).toEqual(points);
    for (const p of points) {
      expect(Math.abs(p.lng - Number(device?.longitude))).toBeLessThan(0.01);
      expect(Math.abs(p.lat - Number(device?.latitude))).toBeLessThan(0.01);
    }
    expect(new Set(points.map((p) => `${p.lng},${p.lat}`)).size).toBeGreaterThan(10);

    const old = await call(server, 'GET', `/hat/track?imei=${String(device?.imei)}&beginTime=2020-01-01%2000:00:00&endTime=2020-01-02%2000:00:00`, { token: admin });
    expect(old.body).toMatchObject({ code: 200, data: [] });
  });

  it('refuses a track without a start, or ending before it starts (spec §5)', async () => {
    const imei = String(helmet()?.imei);
    const missing = await call(server, 'GET', `/hat/track?imei=${imei}&endTime=2026-01-01%2000:00:00`, { token: admin });
    expect(missing.body).toMatchObject({ code: 400, field: 'beginTime', msg: 'Choose the track start time' });
    const reversed = await call(server, 'GET', `/hat/track?imei=${imei}&beginTime=2026-01-02%2000:00:00&endTime=2026-01-01%2000:00:00`, { token: admin });
    expect(reversed.body).toMatchObject({ code: 400, field: 'endTime', msg: 'The start time must be before the end time' });
  });
});
