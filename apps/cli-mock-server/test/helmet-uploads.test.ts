import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HELMET_UPLOAD_MS, HELMET_UPLOAD_QUEUE_MS } from '../src/helmet-uploads';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
interface MediaFile {
  id: number;
  imei: string;
  status: string;
}

describe('helmet photos and videos move through their upload statuses on the mock clock', () => {
  let server: Server;
  let token: string;
  beforeAll(async () => {
    // The wall clock stands still: only the control API's clock moves time, however slow the machine.
    const wall = Date.now();
    server = await startTestServer({ products: 'all', now: () => wall });
  });
  beforeEach(async () => {
    await call(server, 'POST', '/__mock/reset');
    token = await login(server, 'admin', 'admin123');
  });
  afterAll(() => server.close());

  const files = async () => (await call(server, 'GET', '/hat/photo/list?pageNum=1&pageSize=100', { token })).body.rows as MediaFile[];
  const statusOf = async (id: number) => (await files()).find((f) => f.id === id)?.status;
  const advance = (advanceMs: number) => call(server, 'POST', '/__mock/clock', { json: { advanceMs } });
  const online = (imei: string) => server.snapshot().collections.devices?.find((d) => d.imei === imei)?.status === 'online';
  /** A file in `status` whose helmet is online (or offline), from the seed. */
  const seeded = async (status: string, helmetOnline = true) => {
    const file = (await files()).find((f) => f.status === status && online(f.imei) === helmetOnline);
    if (!file) throw new Error(`no seeded ${status} file of an ${helmetOnline ? 'online' : 'offline'} helmet`);
    return file;
  };

  it('not uploaded → uploading after the queue time → uploaded after the upload time; nothing moves before', async () => {
    const file = await seeded('notUploaded');
    await advance(HELMET_UPLOAD_QUEUE_MS - 1000);
    expect(await statusOf(file.id)).toBe('notUploaded');
    await advance(1000);
    expect(await statusOf(file.id)).toBe('uploading');
    // Not served until uploaded.
    expect((await call(server, 'GET', `/hat/photo/file/${file.id}`, { token })).body.code).toBe(500);
    await advance(HELMET_UPLOAD_MS);
    expect(await statusOf(file.id)).toBe('uploaded');
    // Final: more time changes nothing.
    await advance(HELMET_UPLOAD_QUEUE_MS + HELMET_UPLOAD_MS);
    expect(await statusOf(file.id)).toBe('uploaded');
  });

  it('an upload whose helmet goes offline fails; one clock move can span several steps', async () => {
    const uploading = await seeded('uploading');
    await call(server, 'POST', '/__mock/readings', { json: { imei: uploading.imei, silentForMs: 10 * 60_000 } });
    expect(online(uploading.imei)).toBe(false);
    await advance(HELMET_UPLOAD_MS);
    expect(await statusOf(uploading.id)).toBe('failed');

    await call(server, 'POST', '/__mock/reset');
    token = await login(server, 'admin', 'admin123');
    const waiting = await seeded('notUploaded');
    await advance(HELMET_UPLOAD_QUEUE_MS + HELMET_UPLOAD_MS);
    expect(await statusOf(waiting.id)).toBe('uploaded');
  });
});
