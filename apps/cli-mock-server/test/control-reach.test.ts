import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOwnHost } from '../src/control-host';
import { startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A raw HTTP call with the Host header given (fetch cannot set it), as a DNS-rebound page's request arrives. */
function raw(server: Server, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; json: { code: number; msg?: string } }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method: body === undefined ? 'GET' : 'POST', headers: { 'accept-language': 'en', ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += String(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as { code: number; msg?: string } }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the control API’s reach (issue 27)', () => {
  describe('Host (DNS rebinding)', () => {
    let server: Server;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('answers requests to the address it listens on, a loopback name or an IP literal', async () => {
      for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`, 'localhost:5173', `[::1]:${server.port}`]) {
        expect((await raw(server, '/__mock/health', { host })).json.code).toBe(200);
      }
    });

    it('refuses any other name with 403 and changes nothing: a rebound page cannot reset, read a code or credit an account', async () => {
      const refused = await raw(server, '/__mock/health', { host: `attacker.example:${server.port}` });
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ code: 403, msg: `The control API answers only requests to the address it listens on (Host: attacker.example:${server.port})` });
      const before = JSON.stringify(server.snapshot());
      const reset = await raw(server, '/__mock/alarms', { host: 'rebind.attacker.example', 'content-type': 'application/json' }, JSON.stringify({ count: 3 }));
      expect(reset.status).toBe(403);
      expect(JSON.stringify(server.snapshot())).toBe(before);
    });

    it('the API itself is not limited by it', async () => {
      expect((await raw(server, '/api/captchaImage', { host: 'console.example' })).json.code).toBe(200);
    });

    it('reads the name without port, brackets, case or a trailing dot', () => {
      expect(isOwnHost('LOCALHOST.:80', '127.0.0.1')).toBe(true);
      expect(isOwnHost('mock.lan:4010', 'mock.lan')).toBe(true);
      expect(isOwnHost('10.0.0.5:4010', '0.0.0.0')).toBe(true);
      expect(isOwnHost('localhost.attacker.example', '127.0.0.1')).toBe(false);
      expect(isOwnHost('', '127.0.0.1')).toBe(false);
    });
  });

  describe('--control-token', () => {
    let server: Server;
    beforeAll(async () => {
      server = await startTestServer({ controlToken: 's3cret-token' });
    });
    afterAll(() => server.close());

    it('refuses a control call without the header, or with a wrong one, with 401; answers with it', async () => {
      const host = `127.0.0.1:${server.port}`;
      expect(await raw(server, '/__mock/health', { host })).toEqual({ status: 401, json: { code: 401, msg: 'The control API needs the X-Mock-Control-Token header' } });
      expect((await raw(server, '/__mock/health', { host, 'x-mock-control-token': 's3cret-tokeN' })).status).toBe(401);
      expect((await raw(server, '/__mock/health', { host, 'x-mock-control-token': 's3cret-token' })).json.code).toBe(200);
      // The API needs no control token.
      expect((await raw(server, '/api/captchaImage', { host })).json.code).toBe(200);
    });
  });
});
