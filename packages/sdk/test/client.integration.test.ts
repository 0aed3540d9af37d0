import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ClientOptions,
  type ServerErrorEvent,
  type SessionExpiredEvent,
  type TransportErrorEvent,
  type UnreadableValuesEvent,
  createClient,
  isAbortedError,
  isBlobResult,
  isSuccess,
  isResponseValidationError,
  isSdkError,
  isTimeoutError,
  isTransportError,
  ResponseValidationError,
  TimeoutError,
  TransportError,
} from '../src/index';
import { sendJson, startServer } from './http-server';

const server = await startServer();
afterAll(() => server.close());

let token: string | null = 'token-1';
beforeEach(() => {
  server.seen.length = 0;
  token = 'token-1';
  server.handler = (_request, response) => sendJson(response, { code: 200, msg: 'ok' });
});

function makeClient(options: Partial<ClientOptions> = {}) {
  const client = createClient({ baseUrl: server.baseUrl, getToken: () => token, ...options });
  const events = { sessionExpired: [] as SessionExpiredEvent[], serverError: [] as ServerErrorEvent[], transportError: [] as TransportErrorEvent[] };
  client.events.on('sessionExpired', (event) => events.sessionExpired.push(event));
  client.events.on('serverError', (event) => events.serverError.push(event));
  client.events.on('transportError', (event) => events.transportError.push(event));
  return { client, events };
}

const user = { userId: 1, userName: 'admin', nickName: '管理员', sex: '0', status: '0', extraField: 'kept' };
const device = (index: number) => ({ sn: `SN${index}`, imei: `86000000000${index}`, status: index % 2 ? 'online' : 'offline', model: 'JT-01' });
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('transport basics', () => {
  it('sends the bearer header only while a token is held', async () => {
    const { client } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 200, user, permissions: ['*:*:*'], roles: ['admin'] });
    await client.auth.getInfo();
    token = null;
    await client.auth.getInfo();
    token = '';
    await client.auth.getInfo();
    expect(server.seen.map((request) => request.headers.authorization)).toEqual(['Bearer token-1', undefined, undefined]);
    expect(server.seen[0]?.url.pathname).toBe('/api/getInfo');
  });

  it('awaits an async getToken', async () => {
    const { client } = makeClient({ getToken: async () => 'from-storage' });
    await client.auth.getRouters().catch(() => undefined);
    expect(server.seen[0]?.headers.authorization).toBe('Bearer from-storage');
  });

  it('returns a validated code-200 response and lets unknown fields through', async () => {
    const { client, events } = makeClient();
    server.handler = (_request, response) =>
      sendJson(response, { code: 200, msg: 'ok', user, permissions: ['system:user:list'], roles: ['admin'], serverTime: 1 });
    const info = await client.auth.getInfo();
    expect(info).toEqual({ code: 200, msg: 'ok', user, permissions: ['system:user:list'], roles: ['admin'], serverTime: 1 });
    expect(events.serverError).toEqual([]);
  });

  it('sends custom headers and the locale, a call header overriding a client one', async () => {
    const { client } = makeClient({ headers: { 'X-Tenant': 'acme', 'X-Trace': 'client' }, locale: () => 'en' });
    await client.auth.getRouters({ headers: { 'X-Trace': 'call' } }).catch(() => undefined);
    const headers = server.seen[0]?.headers;
    expect(headers?.['x-tenant']).toBe('acme');
    expect(headers?.['x-trace']).toBe('call');
    expect(headers?.['accept-language']).toBe('en');
  });

  it('sends the time zone as Time-Zone, read per call when a function, and none when unset', async () => {
    let zone = 'UTC';
    const { client } = makeClient({ timeZone: () => zone });
    await client.auth.getRouters().catch(() => undefined);
    zone = 'America/New_York';
    await client.auth.getRouters().catch(() => undefined);
    await makeClient({ timeZone: 'Asia/Shanghai' }).client.auth.getRouters().catch(() => undefined);
    await makeClient().client.auth.getRouters().catch(() => undefined);
    await makeClient({ timeZone: 'UTC' }).client.auth.getRouters({ headers: { 'Time-Zone': 'Europe/Paris' } }).catch(() => undefined);
    expect(server.seen.map((request) => request.headers['time-zone'])).toEqual(['UTC', 'America/New_York', 'Asia/Shanghai', undefined, 'Europe/Paris']);
  });

  it('asks fetch to keep the request alive beyond the page only when the call says so', async () => {
    const kept: boolean[] = [];
    const { client } = makeClient({
      fetch: (input, init) => {
        kept.push(input instanceof Request ? input.keepalive : init?.keepalive === true);
        return globalThis.fetch(input, init);
      },
    });
    await client.payments.closePay({ orderNo: 'VB1' }, { keepalive: true });
    await client.payments.closePay({ orderNo: 'VB2' });
    expect(kept).toEqual([true, false]);
    expect(server.seen).toHaveLength(2);
  });

  it('puts path params into the path, URL-encoded', async () => {
    const { client } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 200, data: { roleId: 5, roleName: '运维', roleKey: 'ops', roleSort: 1, status: '0' } });
    const role = await client.roles.get({ id: 5 });
    await client.sensors.removeConfig({ imei: 'a/b', channel: 2 });
    expect(server.seen.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/system/role/5',
      'DELETE /api/sensor/userConfig/del/a%2Fb/2',
    ]);
    // isSuccess narrows to the validated type: `data` is a Role here.
    expect(isSuccess(role) ? role.data.roleName : undefined).toBe('运维');
  });
});

describe('encodings', () => {
  it('form: urlencoded body with the status field, numeric unread count back', async () => {
    const { client } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 200, msg: 'ok', data: 3 });
    const result = await client.notices.unreadCount({ status: '0' });
    const seen = server.seen[0];
    expect(seen?.method).toBe('POST');
    expect(seen?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen?.body.toString()).toBe('status=0');
    expect(result).toMatchObject({ code: 200, data: 3 });
  });

  it('query: search params, arrays comma-joined, nothing in the body', async () => {
    const { client } = makeClient();
    await client.roles.selectUsers({ roleId: 1, userIds: [2, 3] });
    const seen = server.seen[0];
    expect(seen?.method).toBe('PUT');
    expect(seen?.url.search).toBe('?roleId=1&userIds=2%2C3');
    expect(seen?.body.length).toBe(0);
  });

  it('json: body as JSON', async () => {
    const { client } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 200, msg: 'ok', token: 'new' });
    await client.auth.login({ username: 'admin', password: 'admin123', code: '1234', uuid: 'u' });
    expect(server.seen[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(server.seen[0]?.body.toString() ?? '')).toEqual({ username: 'admin', password: 'admin123', code: '1234', uuid: 'u' });
  });

  it('multipart: the server receives the file parts and fields', async () => {
    const { client } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 200, data: { url: '/profile/a.mp4' } });
    const file = new File(['视频内容'], '演示.mp4', { type: 'video/mp4' });
    await client.files.upload({ files: [file, new Blob(['second'])], columnId: 7, type: 'video' });
    const seen = server.seen[0];
    expect(seen?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Parse the raw body with the platform's multipart parser.
    const form = await new Response(new Uint8Array(seen?.body ?? []), { headers: { 'Content-Type': seen?.headers['content-type'] ?? '' } }).formData();
    const parts = form.getAll('files') as File[];
    expect(parts.map((part) => part.name)).toEqual(['演示.mp4', 'blob']);
    expect(await parts[0]?.text()).toBe('视频内容');
    expect(form.get('columnId')).toBe('7');
    expect(form.get('type')).toBe('video');
  });

  it('blob download: returns the Blob and the file name from Content-Disposition', async () => {
    const { client } = makeClient();
    server.handler = (_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="report.xlsx"; filename*=UTF-8''${encodeURIComponent('报警记录.xlsx')}`,
      });
      response.end(Buffer.from([1, 2, 3, 4]));
    };
    const result = await client.alarms.export({ imei: '860' });
    if (!isBlobResult(result)) throw new Error('expected a blob result');
    expect(result.fileName).toBe('报警记录.xlsx');
    expect([...new Uint8Array(await result.blob.arrayBuffer())]).toEqual([1, 2, 3, 4]);
    expect(server.seen[0]?.headers['content-type']).toMatch(/urlencoded/);
  });

  it('blob download reports its progress as the bytes arrive, with the total from Content-Length', async () => {
    const { client } = makeClient();
    const chunk = Buffer.alloc(64 * 1024, 7);
    server.handler = async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(chunk.length * 3) });
      for (let i = 0; i < 3; i++) {
        response.write(chunk);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      response.end();
    };
    const seen: { receivedBytes: number; totalBytes: number | undefined }[] = [];
    const result = await client.sensors.exportInfo({ productId: '15144628' }, { onDownloadProgress: (progress) => seen.push(progress) });
    if (!isBlobResult(result)) throw new Error('expected a blob result');
    expect(result.blob.size).toBe(chunk.length * 3);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every((p) => p.totalBytes === chunk.length * 3)).toBe(true);
    const received = seen.map((p) => p.receivedBytes);
    expect(received).toEqual([...received].sort((a, b) => a - b));
    expect(received.at(-1)).toBe(chunk.length * 3);
  });

  it('blob download progress without Content-Length has no total', async () => {
    const { client } = makeClient();
    server.handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' });
      response.end('abc');
    };
    const seen: (number | undefined)[] = [];
    await client.sensors.exportInfo({ productId: '15144628' }, { onDownloadProgress: (progress) => seen.push(progress.totalBytes) });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((total) => total === undefined)).toBe(true);
  });

  it('blob download without a file name gives fileName undefined', async () => {
    const { client } = makeClient();
    server.handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.end('x');
    };
    const result = await client.files.download({ resource: 'a.pdf' });
    expect(result).toMatchObject({ fileName: undefined });
  });

  it('a blob endpoint answering a JSON error envelope follows the error policy', async () => {
    const { client, events } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 500, msg: '导出失败' });
    const result = await client.sensors.exportInfo({ productId: '15144628' });
    expect(result).toEqual({ code: 500, msg: '导出失败' });
    expect(events.serverError).toEqual([{ endpointId: 'sensors.exportInfo', code: 500, message: '导出失败', toastMs: 3000 }]);
  });
});

describe('error-code policy (spec §8)', () => {
  it('400 and 500 emit serverError and still return the (unvalidated) response', async () => {
    const { client, events } = makeClient();
    for (const code of [400, 500]) {
      server.handler = (_request, response) => sendJson(response, { code, msg: `failed ${code}` });
      // getInfo's schema would reject this body: an error body is not validated.
      await expect(client.auth.getInfo()).resolves.toEqual({ code, msg: `failed ${code}` });
    }
    expect(events.serverError).toEqual([
      { endpointId: 'auth.getInfo', code: 400, message: 'failed 400', toastMs: 3000 },
      { endpointId: 'auth.getInfo', code: 500, message: 'failed 500', toastMs: 3000 },
    ]);
    expect(events.transportError).toEqual([]);
  });

  it('other codes come back unchanged with no event', async () => {
    const { client, events } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 601, msg: 'warn', data: null });
    await expect(client.auth.getInfo()).resolves.toEqual({ code: 601, msg: 'warn', data: null });
    expect(events).toEqual({ sessionExpired: [], serverError: [], transportError: [] });
  });

  it('a burst of ten concurrent 401s emits one sessionExpired, again only after resetSession()', async () => {
    const { client, events } = makeClient();
    server.handler = async (_request, response) => {
      await delay(10);
      sendJson(response, { code: 401, msg: '登录状态已过期' });
    };
    const burst = () => Promise.all(Array.from({ length: 10 }, () => client.notices.unreadCount({ status: 0 })));
    const results = await burst();
    expect(results.every((result) => result.code === 401)).toBe(true);
    expect(events.sessionExpired).toEqual([{ endpointId: 'notices.unreadCount', code: 401, message: '登录状态已过期' }]);
    await burst();
    expect(events.sessionExpired).toHaveLength(1);
    client.resetSession();
    await burst();
    expect(events.sessionExpired).toHaveLength(2);
    expect(events.serverError).toEqual([]);
  });

  it('a successful login re-arms sessionExpired', async () => {
    const { client, events } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 401, msg: 'expired' });
    await client.auth.getInfo();
    await client.auth.getInfo();
    server.handler = (_request, response) => sendJson(response, { code: 200, token: 't2' });
    await client.auth.login({ username: 'admin', password: 'secret' });
    server.handler = (_request, response) => sendJson(response, { code: 401, msg: 'expired' });
    await client.auth.getInfo();
    expect(events.sessionExpired).toHaveLength(2);
  });

  it('reads a row tolerantly: a number for text is read, an unreadable value is left out and reported, every row kept', async () => {
    const { client, events } = makeClient();
    const reported: UnreadableValuesEvent[] = [];
    client.events.on('unreadableValues', (event) => reported.push(event));
    server.handler = (_request, response) =>
      sendJson(response, { code: 200, msg: 'ok', total: 3, rows: [device(0), { ...device(1), imei: 42 }, { ...device(2), status: ['?'] }] });
    const result = await client.sensors.list({ productId: '15144628' });
    if (!isSuccess(result)) throw new Error('expected a page');
    expect(result.rows.map((row) => row.imei)).toEqual([device(0).imei, '42', device(2).imei]);
    expect(result.rows[2]).not.toHaveProperty('status');
    expect(reported).toEqual([{ endpointId: 'sensors.list', issues: [{ path: ['rows', 2, 'status'], value: ['?'], message: 'Expected a code' }] }]);
    expect(events.transportError).toEqual([]);
  });

  it('a schema mismatch rejects with ResponseValidationError naming the endpoint and the path (strict reading)', async () => {
    const { client, events } = makeClient({ reading: 'strict' });
    server.handler = (_request, response) =>
      sendJson(response, { code: 200, msg: 'ok', total: 2, rows: [device(0), { ...device(1), imei: 42 }] });
    const error = await client.sensors.list({ productId: '15144628' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(isResponseValidationError(error) && isSdkError(error)).toBe(true);
    expect(error).toMatchObject({ endpointId: 'sensors.list', path: 'rows.1.imei' });
    expect(String((error as Error).message)).toContain('sensors.list');
    expect(String((error as Error).message)).toContain('rows.1.imei');
    expect(events.transportError).toEqual([]);
  });

  it('validate: false returns the body as sent', async () => {
    const { client } = makeClient({ validate: false });
    const body = { code: 200, rows: [{ imei: 42 }], total: 1 };
    server.handler = (_request, response) => sendJson(response, body);
    await expect(client.sensors.list()).resolves.toEqual(body);
  });
});

describe('transport failures', () => {
  async function expectTransportFailure(promise: Promise<unknown>, events: { transportError: TransportErrorEvent[] }) {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect(isTransportError(error) && isSdkError(error)).toBe(true);
    expect(events.transportError).toHaveLength(1);
    expect(events.transportError[0]).toMatchObject({ toastMs: 5000, message: (error as Error).message });
    return error as TransportError;
  }

  it('an extension the backend lacks (Spring Boot answers an unknown path with HTTP 404) resolves to code 404 without a toast', async () => {
    const { client, events } = makeClient();
    // Spring Boot's BasicErrorController body for a path no controller maps.
    server.handler = (_request, response) => sendJson(response, { timestamp: '2026-11-26T06:00:00.000+00:00', status: 404, error: 'Not Found', path: '/api/jgtc/history/buckets' }, 404);
    const body = { imei: '861', beginTime: '2026-11-01 00:00:00', endTime: '2026-11-26 00:00:00', bucketSeconds: 3600 };
    await expect(client.sensors.historyBuckets(body, { extension: true })).resolves.toMatchObject({ code: 404 });
    expect(events.transportError).toEqual([]);
    // Without the option the same answer is a transport failure, toasted.
    await expectTransportFailure(client.sensors.historyBuckets(body), events);
  });

  it('a slow server hitting a shortened class timeout rejects with TimeoutError', async () => {
    const { client, events } = makeClient({ timeouts: { default: 100 } });
    server.handler = async (_request, response) => {
      await delay(400);
      sendJson(response, { code: 200, data: 1 });
    };
    const started = Date.now();
    const error = await expectTransportFailure(client.notices.unreadCount({ status: 0 }), events);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(isTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ endpointId: 'notices.unreadCount', timeoutMs: 100 });
    expect(Date.now() - started).toBeLessThan(350);
  });

  it('the per-call timeout overrides the class', async () => {
    const { client, events } = makeClient();
    server.handler = async (_request, response) => {
      await delay(300);
      sendJson(response, { code: 200, data: 1 });
    };
    const error = await expectTransportFailure(client.notices.unreadCount({ status: 0 }, { timeout: 50 }), events);
    expect(error).toMatchObject({ timeoutMs: 50 });
  });

  it('the timeout also covers a body that stalls after the headers', async () => {
    const { client, events } = makeClient({ timeouts: { transfer: 150 } });
    server.handler = async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      response.write('partial');
      await delay(600);
      response.end();
    };
    const error = await expectTransportFailure(client.files.download({ resource: 'big.zip' }), events);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ endpointId: 'files.download', timeoutMs: 150 });
  });

  it('a connection dropped mid-body rejects with TransportError', async () => {
    const { client, events } = makeClient();
    server.handler = async (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"code":200,"rows":[');
      await delay(20);
      response.socket?.destroy();
    };
    const error = await expectTransportFailure(client.sensors.list(), events);
    expect(isTimeoutError(error)).toBe(false);
  });

  it('a dropped connection rejects with TransportError', async () => {
    const { client, events } = makeClient();
    server.handler = (request, response) => {
      void request;
      response.socket?.destroy();
    };
    const error = await expectTransportFailure(client.auth.getInfo(), events);
    expect(isTimeoutError(error)).toBe(false);
  });

  it('a non-JSON body rejects with TransportError', async () => {
    const { client, events } = makeClient();
    server.handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html>gateway</html>');
    };
    const error = await expectTransportFailure(client.auth.getInfo(), events);
    expect(error.message).toMatch(/not JSON/);
  });

  it('an HTTP failure status rejects with TransportError carrying the status', async () => {
    const { client, events } = makeClient();
    server.handler = (_request, response) => sendJson(response, { code: 500, msg: 'bad gateway' }, 502);
    const error = await expectTransportFailure(client.auth.getInfo(), events);
    expect(error.status).toBe(502);
  });

  it('an unreachable server rejects with TransportError', async () => {
    const { client, events } = makeClient({ baseUrl: 'http://127.0.0.1:1/api' });
    await expectTransportFailure(client.auth.getInfo(), events);
  });

  it('an AbortSignal cancels the call with AbortedError and no toast event', async () => {
    const { client, events } = makeClient();
    server.handler = async (_request, response) => {
      await delay(500);
      sendJson(response, { code: 200, data: 1 });
    };
    const controller = new AbortController();
    const pending = client.notices.unreadCount({ status: 0 }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortedError(error)).toBe(true);
    expect(isTransportError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortedError');
    expect(events.transportError).toEqual([]);
    // An already aborted signal never reaches the server.
    const seenBefore = server.seen.length;
    const already = await client.auth.getInfo({ signal: AbortSignal.abort() }).catch((caught: unknown) => caught);
    expect(isAbortedError(already)).toBe(true);
    expect(server.seen.length).toBe(seenBefore);
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const { client } = makeClient({
      fetch: (input, init) => {
        calls.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    server.handler = (_request, response) => sendJson(response, { code: 200, data: 0 });
    await client.notices.unreadCount({ status: 1 });
    expect(calls).toEqual([`${server.baseUrl}/system/notice/user/count`]);
  });
});
