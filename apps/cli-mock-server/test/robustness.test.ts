import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('malformed percent-encoding in a path', () => {
  let dir: string;
  let server: Server;
  let token: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vigil-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Vigil</title>');
    server = await startTestServer({ static: dir });
    token = await login(server, 'admin', 'admin123');
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const BAD = ['/api/system/user/%E0%A4%A', '/api/system/role/%ZZ', '/api/sensor/userConfig/del/%E0%A4%A/1', '/api/%C3%28', '/__mock/captcha/%E0%A4%A', '/%E0%A4%A', '/assets/%FF.js'];

  it('answers HTTP 400 with a localized message (API, control API, static files), never a 500', async () => {
    for (const path of BAD) {
      for (const method of ['GET', 'DELETE']) {
        const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(await response.json()).toEqual({ code: 400, msg: `Malformed percent-encoding in the path: ${path}` });
      }
    }
    const zh = await fetch(`${server.url}${BAD[0]}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await zh.json()) as { msg: string }).msg).toBe(`路径中的百分号编码无效：${BAD[0]}`);
    expect(server.logs.filter((line) => /URIError|failed/.test(line))).toEqual([]);
  });

  it('keeps serving afterwards, and well-formed encodings still decode', async () => {
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
    const user = await call(server, 'GET', `/system/user/${encodeURIComponent('不存在')}`, { token });
    expect(user.status).toBe(200);
    expect(user.body.msg).toContain('不存在');
    expect((await fetch(`${server.url}/house-device/device`)).status).toBe(200);
  });

  it('refuses a socket upgrade on a malformed path with 400', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws/alarm%E0%A4%A`);
    const error = await new Promise<Error>((resolve) => ws.on('error', resolve));
    expect(error.message).toMatch(/Unexpected server response: 400/);
  });
});
