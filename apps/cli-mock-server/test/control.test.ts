import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
};

/**
 * How much longer `subject` takes than `floor`, a call that is never delayed: medians of interleaved rounds. On a busy
 * machine every call's wall time stretches; an injected delay is a timer that this difference still shows whole.
 */
const addedMs = async (subject: () => Promise<unknown>, floor: () => Promise<unknown>, rounds = 5): Promise<number> => {
  const subjects: number[] = [];
  const floors: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    subjects.push((await timed(subject))[1]);
    floors.push((await timed(floor))[1]);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.POSITIVE_INFINITY;
  return median(subjects) - median(floors);
};

describe('control API and faults', () => {
  let server: Server;
  let token: string;
  signedInAdmin((session) => ({ server, token } = session));

  it('health reports the seed, base path and socket count', async () => {
    expect((await call(server, 'GET', '/__mock/health')).body).toMatchObject({ code: 200, status: 'ok', seed: 1, base: '/api', alarmSockets: 0 });
  });

  it('failNext makes the next N API calls answer the injected code, then recovers', async () => {
    await call(server, 'POST', '/__mock/faults', { json: { failNext: 2, code: 401 } });
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(401);
    expect((await call(server, 'GET', '/getInfo', { token })).body).toMatchObject({ code: 401, msg: expect.stringMatching(/injected/i) });
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
  });

  it('a fault with a path fails only the calls below it, so other calls (a console polling) do not take it', async () => {
    await call(server, 'POST', '/__mock/faults', { json: { failNext: 1, code: 404, path: '/system/notice/send' } });
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
    expect((await call(server, 'PUT', '/system/notice/send', { token, json: { noticeId: 1 } })).body).toMatchObject({ code: 404, msg: expect.stringMatching(/injected/i) });
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
  });

  it('latencyMs delays API calls until reset', async () => {
    await call(server, 'POST', '/__mock/faults', { json: { latencyMs: 150 } });
    const [, slow] = await timed(() => call(server, 'GET', '/getInfo', { token }));
    expect(slow).toBeGreaterThanOrEqual(140);
    await call(server, 'POST', '/__mock/reset');
    token = await login(server, 'admin', 'admin123');
    // No delay left: compared with a control-API call (never delayed) in the same moment, not with an idle machine.
    expect(await addedMs(() => call(server, 'GET', '/getInfo', { token }), () => call(server, 'GET', '/__mock/health'))).toBeLessThan(140);
  });

  it('raw-fields makes the answers of the named calls carry a field as given, for the matching rows only, until reset', async () => {
    const list = async () => (await call(server, 'POST', '/senstor/info/list', { token, json: { pageSize: 3 } })).body.rows as Record<string, unknown>[];
    const [first, second] = await list();
    // FastBee's integer device status (references §4) and an unreadable object, written over what the store holds.
    await call(server, 'POST', '/__mock/raw-fields', { json: { match: { imei: String(first?.imei) }, fields: { status: 3, sn: { broken: true } }, endpoints: ['sensors.list'] } });
    const [raw, untouched] = await list();
    expect(raw).toMatchObject({ imei: first?.imei, status: 3, sn: { broken: true } });
    expect(untouched).toEqual(second);
    expect((await call(server, 'POST', '/__mock/raw-fields', { json: { match: {}, fields: {} } })).body.code).toBe(400);
    await call(server, 'POST', '/__mock/reset');
    token = await login(server, 'admin', 'admin123');
    expect((await list())[0]).toEqual(first);
  });

  it('reset returns to the seed and ends sessions', async () => {
    await call(server, 'POST', '/gdtz/ry', { token, json: { name: 'Before reset', phone: '13811112222' } });
    await call(server, 'POST', '/__mock/reset');
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(401);
    token = await login(server, 'admin', 'admin123');
    const people = (await call(server, 'GET', '/gdtz/ry?pageSize=100', { token })).body.rows as { name: string }[];
    expect(people.some((p) => p.name === 'Before reset')).toBe(false);
  });
});

describe('--cors', () => {
  it('answers CORS preflights for a console on another origin it names', async () => {
    const server = await startTestServer({ cors: ['http://localhost:5173'] });
    try {
      const response = await fetch(`${server.baseUrl}/getInfo`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(response.status).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    } finally {
      await server.close();
    }
  });
});

describe('--latency', () => {
  it('delays every API response by the range', async () => {
    const server = await startTestServer({ latency: '1000-1100' });
    try {
      const [, elapsed] = await timed(() => call(server, 'GET', '/captchaImage'));
      expect(elapsed).toBeGreaterThanOrEqual(995);
      // The control API is not delayed: it answers in less than the least latency an API call gets (a delayed one
      // cannot, whatever the machine's load; 1 s is far above an undelayed local answer on a busy machine).
      const [, control] = await timed(() => call(server, 'GET', '/__mock/health'));
      expect(control).toBeLessThan(1000);
    } finally {
      await server.close();
    }
  });
});

describe('--static with --static-base', () => {
  let dir: string;
  let server: Server;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vigil-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Vigil</title>');
    await writeFile(join(dir, 'assets', 'app.js'), 'console.log("vigil")');
    server = await startTestServer({ static: dir, staticBase: '/console' });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${server.url}${path}`);

  it('serves files and falls back to index.html for client routes', async () => {
    const asset = await get('/console/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    for (const path of ['/console/', '/console/house-device/device', '/console/dictionary/dict-data/12']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(await page.text()).toContain('<title>Vigil</title>');
    }
  });

  it('a page navigation to a route whose last segment has a dot (/appfile/{id}/{name}) gets the app', async () => {
    const page = await fetch(`${server.url}/console/appfile/12/manual.pdf`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Vigil</title>');
    // The same path fetched as a sub-resource is still a plain 404.
    expect((await fetch(`${server.url}/console/appfile/12/manual.pdf`, { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('a missing asset, a path outside the prefix and a traversal stay 404, and the API still answers', async () => {
    expect((await get('/console/assets/missing.js')).status).toBe(404);
    expect((await get('/elsewhere')).status).toBe(404);
    expect((await get('/console/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    expect(((await (await get('/api/getInfo')).json()) as { code: number }).code).toBe(401);
  });
});
