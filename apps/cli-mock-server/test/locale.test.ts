import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCliArgs } from '../src/cli-args';
import { createSeedState } from '../src/seed';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const HAN = /\p{Script=Han}/u;
const NOW = Date.parse('2026-11-23T10:00:00Z');

/** Every string inside a value, with where it is. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** The text fields people read, per collection (names, titles, labels, contents). */
const TEXT_FIELDS: Record<string, readonly string[]> = {
  depts: ['deptName', 'leader'],
  roles: ['roleName'],
  users: ['nickName'],
  notices: ['noticeTitle', 'noticeContent'],
  dictTypes: ['dictName'],
  dictData: ['dictLabel'],
  configs: ['configName'],
  sites: ['name', 'address', 'contact'],
  entrances: ['name', 'tzNames'],
  persons: ['name'],
  contacts: ['name'],
  fileColumns: ['title'],
  deviceLogs: ['content', 'result', 'operator'],
  transactions: ['description'],
  messageRecords: ['type', 'purpose', 'content'],
};

describe('seeds are in one language (--locale)', () => {
  it('zh-CN (the default): every name, title, label and content is Chinese, with no English word in it', () => {
    const state = createSeedState(1, NOW);
    for (const [collection, fields] of Object.entries(TEXT_FIELDS)) {
      for (const row of state.collections[collection] ?? []) {
        for (const [path, text] of fields.flatMap((field) => strings(row[field], `${collection}.${field}`))) {
          expect(text, path).toMatch(HAN);
          expect(text, path).not.toMatch(/[A-Za-z]{3,}/);
        }
      }
    }
    const menus = (state.collections.menus ?? []).filter((menu) => menu.menuType !== 'F');
    for (const menu of menus) expect(String(menu.menuName)).toMatch(HAN);
  });

  it('en: not one Han character anywhere in the seeded state', () => {
    const state = createSeedState(1, NOW, 'en');
    expect(strings(state).filter(([, text]) => HAN.test(text))).toEqual([]);
    expect(state.collections.notices?.map((n) => n.noticeTitle)).toContain('Safety month');
    expect(state.collections.depts?.map((d) => d.deptName)).toContain('Operations');
    expect(state.collections.dictData?.filter((d) => d.dictType === 'sys_user_sex').map((d) => d.dictLabel)).toEqual(['Male', 'Female', 'Unknown']);
  });
});

describe('vigil-mock --locale en', () => {
  let server: Server;
  let token: string;
  beforeAll(async () => {
    const command = parseCliArgs(['--locale', 'en', '--port', '0']);
    if (command.kind !== 'start') throw new Error('expected a start command');
    server = await startTestServer(command.options);
    token = await login(server, 'admin', 'admin123');
  });
  afterAll(() => server.close());

  it('serves the English seed, whatever the language of the request', async () => {
    for (const language of ['en', 'zh-CN']) {
      const notices = await call(server, 'POST', '/system/notice/list', { token, body: new URLSearchParams({ pageSize: '50' }), headers: { 'accept-language': language } });
      const titles = (notices.body.rows as { noticeTitle: string }[]).map((n) => n.noticeTitle);
      expect(titles).toContain('System upgrade');
      expect(titles.filter((title) => HAN.test(title))).toEqual([]);
    }
    const routers = await call(server, 'GET', '/getRouters', { token });
    expect(strings(routers.body.data).filter(([path, text]) => path.endsWith('.title') && HAN.test(text))).toEqual([]);
  });

  it('writes the records it creates at run time in the seed language too', async () => {
    const devices = await call(server, 'POST', '/senstor/info/list', { token, json: { pageNum: 1, pageSize: 50 } });
    const device = (devices.body.rows as { imei: string; status: string }[])[0];
    if (!device) throw new Error('no device');
    await call(server, 'POST', '/set/log', { token, json: { imei: device.imei, content: 'Reboot' } });
    const logs = await call(server, 'GET', `/device/log/list?imei=${device.imei}&pageSize=1`, { token });
    expect((logs.body.rows as { result: string }[])[0]?.result).toMatch(/^(Succeeded|Failed)$/);
    // Generated alarms are recorded in the seed's language, whatever language the sockets speak.
    await call(server, 'POST', '/__mock/alarms', { json: { count: 5 }, headers: { 'accept-language': 'zh-CN' } });
    const alarms = await call(server, 'POST', '/sensor/alarm/list', { token, json: { pageNum: 1, pageSize: 5 } });
    const recorded = alarms.body.rows as { content: string; typeName: string }[];
    expect(recorded).toHaveLength(5);
    expect(strings(recorded).filter(([, text]) => HAN.test(text))).toEqual([]);
  });
});

describe('messages follow Accept-Language: zh-CN by default, en on request', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ captcha: false });
  });
  afterAll(() => server.close());

  const wrongLogin = (headers: Record<string, string>) => fetch(`${server.baseUrl}/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ username: 'admin', password: 'not-the-password' }) }).then((r) => r.json() as Promise<{ code: number; msg: string }>);

  it('answers one language per message', async () => {
    expect(await wrongLogin({})).toMatchObject({ code: 500, msg: '用户不存在/密码错误' });
    expect(await wrongLogin({ 'accept-language': 'zh-CN,zh;q=0.9' })).toMatchObject({ msg: '用户不存在/密码错误' });
    expect(await wrongLogin({ 'accept-language': 'en-US,en;q=0.9' })).toMatchObject({ msg: 'Wrong user name or password' });
    const noToken = await call(server, 'GET', '/getInfo', { headers: { 'accept-language': 'en' } });
    expect(noToken.body.msg).not.toMatch(HAN);
  });
});
