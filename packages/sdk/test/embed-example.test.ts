import { afterAll, describe, expect, it } from 'vitest';
import { runEmbedExample } from '../examples/embed';
import { sendJson, startServer } from './http-server';

const server = await startServer();
afterAll(() => server.close());

const routes: Record<string, unknown> = {
  'POST /api/login': { code: 200, msg: 'ok', token: 'tok-9' },
  'GET /api/getInfo': { code: 200, user: { userId: 1, userName: 'acme' }, permissions: ['alarm:list'], roles: ['viewer'] },
  'POST /api/system/notice/user/count': { code: 200, data: 2 },
  'POST /api/senstor/info/list': { code: 200, total: 1, rows: [{ sn: 'SN1', imei: '866500000000001', status: 'online' }] },
};

describe('docs example (examples/embed.ts)', () => {
  it('runs the documented embedding flow against a real HTTP backend', async () => {
    server.handler = (request, response) => {
      const key = `${request.method} ${request.url.pathname}`;
      if (key === 'POST /api/sensor/alarm/export') {
        response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="alarms.xlsx"' });
        response.end('12345');
        return;
      }
      sendJson(response, routes[key] ?? { code: 404, msg: `no route ${key}` });
    };
    const { lines } = await runEmbedExample({ baseUrl: server.baseUrl, username: 'acme', password: 'secret', locale: 'en' });
    expect(lines).toEqual([
      'user acme, 1 permission(s)',
      'may export alarms: true',
      'unread notices: 2',
      'home alarms: 1 device(s), first 866500000000001',
      'export ready: alarms.xlsx (5 bytes)',
      'uptime shown as 1d 2h 3m 4s',
    ]);
    const getInfo = server.seen.find((request) => request.url.pathname === '/api/getInfo');
    expect(getInfo?.headers).toMatchObject({ authorization: 'Bearer tok-9', 'x-embedded-by': 'acme-dashboard', 'accept-language': 'en' });
  });

  it('shows a refused login through the serverError event', async () => {
    server.handler = (_request, response) => sendJson(response, { code: 500, msg: '用户不存在/密码错误' });
    const { lines } = await runEmbedExample({ baseUrl: server.baseUrl, username: 'x', password: 'y' });
    expect(lines).toEqual(['toast(3000 ms): server error 500 用户不存在/密码错误', 'login refused: 用户不存在/密码错误']);
  });
});
