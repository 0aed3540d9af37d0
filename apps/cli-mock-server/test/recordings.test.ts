import { findProduct } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

type Row = Record<string, unknown>;
const HOUR = 3_600_000;

/** Recording tasks, recorded files and the user's video storage (sdk recordings.*, extensions of spec §7). */
describe('recordings', () => {
  let server: TestServer;
  let admin: string;
  const hatDevices = () => ((server.snapshot().collections.devices ?? []) as Row[]).filter((d) => findProduct(String(d.productId))?.code === 'hat').map((d) => String(d.imei));
  const tasksOf = async (imei: string) => (await call(server, 'GET', `/video/record/task/list?imei=${imei}`, { token: admin })).body.rows as Row[];
  const support = (imei: string, supported: boolean) => call(server, 'POST', '/__mock/recordings/support', { json: { imei, supported } });

  signedInAdmin((session) => ({ server, token: admin } = session), { products: 'all' });

  it('a task goes not started → in progress → ended with the clock, and a second one on the device is refused meanwhile', async () => {
    const [imei = ''] = hatDevices();
    await support(imei, true);
    const created = await call(server, 'POST', '/video/record/task', { token: admin, json: { imei, startTime: Date.now() + HOUR, durationMinutes: 30 } });
    expect(created.body.code).toBe(200);
    expect((await tasksOf(imei))[0]).toMatchObject({ imei, durationMinutes: 30, status: 'notStarted', result: null });
    await call(server, 'POST', '/__mock/recordings/clock', { json: { advanceMs: HOUR + 60_000 } });
    expect((await tasksOf(imei))[0]).toMatchObject({ status: 'inProgress' });
    const second = await call(server, 'POST', '/video/record/task', { token: admin, json: { imei, durationMinutes: 5 } });
    expect(second.body).toMatchObject({ code: 500, msg: 'Recording in progress, close it first' });
    await call(server, 'POST', '/__mock/recordings/clock', { json: { advanceMs: HOUR } });
    expect((await tasksOf(imei))[0]).toMatchObject({ status: 'ended', result: 'completed' });
    await call(server, 'POST', '/__mock/recordings/clock', { json: { reset: true } });
  });

  it('ends a task in progress early (stopped); ending it again is "end recording error", in the caller’s language', async () => {
    const [, imei = ''] = hatDevices();
    await support(imei, true);
    await call(server, 'POST', '/video/record/task', { token: admin, json: { imei, durationMinutes: 10 } });
    const [task] = await tasksOf(imei);
    expect(task?.status).toBe('inProgress');
    expect((await call(server, 'PUT', `/video/record/task/end/${task?.id}`, { token: admin })).body.code).toBe(200);
    expect((await tasksOf(imei))[0]).toMatchObject({ status: 'ended', result: 'stopped' });
    const again = await call(server, 'PUT', `/video/record/task/end/${task?.id}`, { token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect(again.body).toMatchObject({ code: 500, msg: '结束录制出错' });
  });

  it('refuses a device without recording support, and says so through support()', async () => {
    const [, , imei = ''] = hatDevices();
    await support(imei, false);
    expect((await call(server, 'GET', `/video/record/support?imei=${imei}`, { token: admin })).body.data).toEqual({ imei, supported: false });
    const refused = await call(server, 'POST', '/video/record/task', { token: admin, json: { imei, durationMinutes: 5 } });
    expect(refused.body).toMatchObject({ code: 500, msg: 'The device does not support control or recording tasks' });
    expect(await tasksOf(imei)).toEqual([]);
  });

  it('lists recorded files whose URL serves the clip with HTTP Range', async () => {
    const [imei = ''] = hatDevices();
    const begin = new Date(Date.now() - 48 * HOUR).toISOString().slice(0, 10);
    const files = (await call(server, 'GET', `/video/record/file/list?imei=${imei}&beginTime=${begin}`, { token: admin })).body.rows as Row[];
    expect(files.length).toBeGreaterThan(4);
    const [file] = files;
    expect(file).toMatchObject({ imei, duration: 10 });
    const whole = await fetch(`${server.url}${file?.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect((await whole.arrayBuffer()).byteLength).toBe(file?.size);
    const part = await fetch(`${server.url}${file?.url}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${file?.size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('a task makes its recorded file once it has ended: listed with the task’s start and length, served like the others', async () => {
    const [, , , imei = ''] = hatDevices();
    await support(imei, true);
    const filesOf = async () => (await call(server, 'GET', `/video/record/file/list?imei=${imei}&pageSize=100`, { token: admin })).body.rows as Row[];
    const taskFiles = async () => (await filesOf()).filter((file) => String(file.id).startsWith('task-'));
    await call(server, 'POST', '/video/record/task', { token: admin, json: { imei, durationMinutes: 10 } });
    const [task] = await tasksOf(imei);
    expect(task?.status).toBe('inProgress');
    expect(await taskFiles()).toEqual([]);

    await call(server, 'POST', '/__mock/recordings/clock', { json: { advanceMs: 120_000 } });
    expect((await call(server, 'PUT', `/video/record/task/end/${task?.id}`, { token: admin })).body.code).toBe(200);
    const [ended] = await tasksOf(imei);
    const made = await taskFiles();
    expect(made).toEqual([expect.objectContaining({ id: `task-${task?.id}`, imei, startTime: ended?.startTime, endTime: ended?.endTime })]);
    expect(made[0]?.duration).toBeGreaterThanOrEqual(120);
    expect(made[0]?.duration).toBeLessThan(130);
    // Among the schedule's files, newest first.
    const starts = (await filesOf()).map((file) => String(file.startTime));
    expect(starts).toContain(ended?.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    expect((await fetch(`${server.url}${made[0]?.url}`, { headers: { range: 'bytes=0-9' } })).status).toBe(206);
    await call(server, 'POST', '/__mock/recordings/clock', { json: { reset: true } });
  });

  it('answers the user’s own storage with the alarm media retention of one month', async () => {
    const rows = (await call(server, 'GET', '/storage/list?userName=admin', { token: admin })).body.rows as Row[];
    const allocation = rows.find((row) => row.userName === 'admin') ?? {};
    const { body } = await call(server, 'GET', '/video/storage/mine', { token: admin });
    expect(body.data).toEqual({ usedSize: allocation.usedSize, space: Number(allocation.space) + Number(allocation.expansion), fileExpiryDays: allocation.fileExpiryDays, alarmRetentionMonths: 1 });
  });
});
