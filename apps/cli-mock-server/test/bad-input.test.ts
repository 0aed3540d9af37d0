import { describe, expect, it } from 'vitest';
import { call, signedInAdmin, type TestServer } from './support';

interface Case {
  name: string;
  method: string;
  path: string;
  /** A body, or one built around the IMEI of an online seeded device. */
  body?: BodyInit | ((imei: string) => string);
  type?: string;
  /** Expected HTTP status and body code, and a pattern the message must match (naming the problem). */
  status: number;
  code: number;
  msg: RegExp;
  /** The field a validation refusal names. */
  field?: string;
}

const CASES: Case[] = [
  { name: 'malformed JSON', method: 'POST', path: '/login', body: '{"username": "admin",', type: 'application/json', status: 400, code: 400, msg: /malformed JSON/i },
  { name: 'JSON that is not an object', method: 'POST', path: '/sensor/alarm/list', body: '[1,2]', type: 'application/json', status: 200, code: 400, msg: /object/ },
  { name: 'missing required fields', method: 'POST', path: '/sensor/alarm/addGd', body: '{}', type: 'application/json', status: 200, code: 400, msg: /work order information/, field: 'info' },
  { name: 'wrong field type', method: 'POST', path: '/sensor/alarm/addGd', body: JSON.stringify({ info: 5, level: 'urgent', handler: 'a', handlerPhone: '13800138000' }), type: 'application/json', status: 200, code: 400, msg: /work order information/, field: 'info' },
  { name: 'value outside an enum', method: 'POST', path: '/senstor/alarm/modifyGdStatus', body: JSON.stringify({ id: 1, status: 'teleported' }), type: 'application/json', status: 200, code: 400, msg: /not valid/, field: 'status' },
  { name: 'page number that is not a number', method: 'POST', path: '/system/user/list', body: 'pageNum=abc', type: 'application/x-www-form-urlencoded', status: 200, code: 400, msg: /not valid/, field: 'pageNum' },
  { name: 'bad path parameter', method: 'POST', path: '/v2/register/7', body: JSON.stringify({ username: 'abc', password: 'abcdef', code: '1' }), type: 'application/json', status: 200, code: 400, msg: /not valid/, field: 'kind' },
  { name: 'multipart call sent as JSON', method: 'POST', path: '/file/info/uploads', body: '{}', type: 'application/json', status: 400, code: 400, msg: /multipart/ },
  { name: 'upload without files', method: 'POST', path: '/file/info/uploads', body: new FormData(), status: 200, code: 400, msg: /Choose a file/, field: 'files' },
  { name: 'form call with an unknown content type', method: 'POST', path: '/system/role/list', body: 'x', type: 'text/plain', status: 400, code: 400, msg: /urlencoded/ },
  { name: 'unknown id', method: 'GET', path: '/system/user/999999', status: 200, code: 500, msg: /999999/ },
  { name: 'unknown API path', method: 'GET', path: '/no/such/call', status: 404, code: 404, msg: /no route/i },
  { name: 'wrong method', method: 'PATCH', path: '/system/user', body: '{}', type: 'application/json', status: 404, code: 404, msg: /PATCH/ },
  { name: 'history over too long a range', method: 'POST', path: '/jgtc/history/show', body: JSON.stringify({ imei: 'x', beginTime: '2020-01-01 00:00:00' }), type: 'application/json', status: 200, code: 500, msg: /x/ },
  { name: 'history without paging over too many points', method: 'POST', path: '/jgtc/history/show', body: (imei) => JSON.stringify({ imei, beginTime: new Date(Date.now() - 30 * 86_400_000).toISOString() }), type: 'application/json', status: 200, code: 400, msg: /pageSize/ },
  { name: 'invalid share phone', method: 'POST', path: '/senstor/share/to', body: JSON.stringify({ imei: 'x', phone: '12', permission: 'view' }), type: 'application/json', status: 200, code: 400, msg: /phone number/, field: 'phone' },
];

describe('bad input never crashes the server', () => {
  let server: TestServer;
  let token: string;
  signedInAdmin((session) => ({ server, token } = session), { maxBodyBytes: 64 * 1024 });

  const onlineImei = async () => {
    const list = await call(server, 'POST', '/senstor/info/list', { token, json: { status: 'online', pageSize: 1 } });
    return String((list.body.rows as { imei: string }[])[0]?.imei);
  };

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const payload = typeof c.body === 'function' ? c.body(await onlineImei()) : c.body;
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
    if (c.type) headers['content-type'] = c.type;
    const response = await fetch(`${server.baseUrl}${c.path}`, { method: c.method, headers, body: payload });
    expect(response.status).toBe(c.status);
    const body = (await response.json()) as { code: number; msg: string; field?: string };
    expect(body.code).toBe(c.code);
    expect(body.msg).toMatch(c.msg);
    expect(body.field).toBe(c.field);
    expect((await call(server, 'GET', '/__mock/health')).body.status).toBe('ok');
  });

  it('an upload over its own limit answers HTTP 413 and the server keeps serving', async () => {
    const data = new FormData();
    data.append('file', new File([new Uint8Array(300 * 1024)], 'big.png', { type: 'image/png' }));
    const response = await fetch(`${server.baseUrl}/ssc/config/private/logo`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' }, body: data });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/exceeds/);
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
  });

  it('the control API rejects bad requests with a message', async () => {
    const alarms = await call(server, 'POST', '/__mock/alarms', { json: { count: 'many' } });
    expect(alarms.body.code).toBe(400);
    const faults = await call(server, 'POST', '/__mock/faults', { body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(faults.status).toBe(400);
  });
});
