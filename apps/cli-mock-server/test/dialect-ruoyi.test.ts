import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Envelope, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Rows = { rows: Record<string, unknown>[]; total: number };

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const listOf = (body: Envelope) => body as unknown as Envelope & Rows;

// `--dialect ruoyi` against the default dialect, same seed: each expected value comes from how RuoYi-family backends
// send data (references §4), not from the mock's own tables.
describe('vigil-mock --dialect ruoyi', () => {
  let ruoyi: Server;
  let vigil: Server;
  let token: string;
  let vigilToken: string;
  beforeAll(async () => {
    [ruoyi, vigil] = await Promise.all([startTestServer({ dialect: 'ruoyi', products: 'all' }), startTestServer({ products: 'all' })]);
    [token, vigilToken] = await Promise.all([login(ruoyi, 'admin', 'admin123'), login(vigil, 'admin', 'admin123')]);
  });
  afterAll(() => Promise.all([ruoyi.close(), vigil.close()]));

  const devices = async (query: string, json: Record<string, unknown> = {}) => listOf((await call(ruoyi, 'POST', `/senstor/info/list${query}`, { token, json })).body);

  describe('paging: request parameters only (RuoYi TableSupport: pageNum, pageSize; default 1 and 10)', () => {
    it('reads page and size from the query string; page 2 is not page 1', async () => {
      const first = await devices('?pageNum=1&pageSize=5');
      const second = await devices('?pageNum=2&pageSize=5');
      expect(first.rows).toHaveLength(5);
      expect(second.rows).toHaveLength(5);
      expect(second.total).toBe(first.total);
      const ids = (list: Rows) => list.rows.map((row) => row.id);
      expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    });

    it('ignores paging in a JSON body: without query parameters it is page 1 of 10', async () => {
      const pageOne = await devices('');
      expect(pageOne.rows).toHaveLength(10);
      expect(pageOne.total).toBeGreaterThan(20);
      const bodyPaged = await devices('', { pageNum: 2, pageSize: 5 });
      expect(bodyPaged.rows.map((row) => row.id)).toEqual(pageOne.rows.map((row) => row.id));
    });

    it('reads a form body as request parameters, as a servlet does', async () => {
      const response = await fetch(`${ruoyi.baseUrl}/system/user/list`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'pageNum=2&pageSize=3' });
      const page = listOf((await response.json()) as Envelope);
      expect(page.rows).toHaveLength(3);
      const first = listOf((await call(ruoyi, 'POST', '/system/user/list?pageNum=1&pageSize=3', { token, json: {} })).body);
      expect(page.rows[0]?.userId).not.toBe(first.rows[0]?.userId);
    });

    it('the default dialect still pages from the body and lists everything without a page size', async () => {
      const body = listOf((await call(vigil, 'POST', '/senstor/info/list', { token: vigilToken, json: { pageNum: 2, pageSize: 5 } })).body);
      expect(body.rows).toHaveLength(5);
      const all = listOf((await call(vigil, 'POST', '/senstor/info/list', { token: vigilToken, json: {} })).body);
      expect(all.rows).toHaveLength(all.total);
    });
  });

  describe('codes instead of words', () => {
    it('device status as FastBee integers (3 online, 4 offline), the same devices as the default dialect', async () => {
      const page = await devices('?pageNum=1&pageSize=50');
      const words = listOf((await call(vigil, 'POST', '/senstor/info/list', { token: vigilToken, json: { pageNum: 1, pageSize: 50 } })).body);
      const fastBee: Record<string, number> = { online: 3, offline: 4 };
      expect(page.rows.map((row) => [row.imei, row.status])).toEqual(words.rows.map((row) => [row.imei, fastBee[String(row.status)]]));
    });

    it('reads a status filter given as a code', async () => {
      const online = await devices('?pageNum=1&pageSize=200', { status: 3 });
      expect(online.total).toBeGreaterThan(0);
      expect(new Set(online.rows.map((row) => row.status))).toEqual(new Set([3]));
    });

    it('alarms: dispatched and cleared as 1/0, type as an integer', async () => {
      const alarms = listOf((await call(ruoyi, 'POST', '/sensor/alarm/list?pageNum=1&pageSize=100', { token, json: {} })).body);
      const words = listOf((await call(vigil, 'POST', '/sensor/alarm/list', { token: vigilToken, json: { pageNum: 1, pageSize: 100 } })).body);
      expect(alarms.rows.map((row) => [row.id, row.dispatched, row.type])).toEqual(words.rows.map((row) => [row.id, row.dispatched ? 1 : 0, Number(row.type)]));
      expect(alarms.rows.some((row) => row.dispatched === 1) && alarms.rows.some((row) => row.dispatched === 0)).toBe(true);
    });

    it('work orders: status "0".."3" and level "0".."2" as dictionary values, whose labels gd_status and gd_level carry', async () => {
      const orders = listOf((await call(ruoyi, 'GET', '/senstor/alarm/gdList?pageNum=1&pageSize=100', { token })).body);
      const words = listOf((await call(vigil, 'GET', '/senstor/alarm/gdList?pageNum=1&pageSize=100', { token: vigilToken })).body);
      const status: Record<string, string> = { pending: '0', processing: '1', completed: '2', rejected: '3' };
      const level: Record<string, string> = { ordinary: '0', urgent: '1', extraUrgent: '2' };
      expect(orders.rows.map((row) => [row.id, row.status, row.level])).toEqual(words.rows.map((row) => [row.id, status[String(row.status)], level[String(row.level)]]));
      const dict = async (type: string) => ((await call(ruoyi, 'GET', `/system/dict/data/type/${type}`, { token })).body.data as { dictValue: string; dictLabel: string }[]).map((d) => [d.dictValue, d.dictLabel]);
      expect(await dict('gd_status')).toEqual([['0', '待处理'], ['1', '处理中'], ['2', '已完成'], ['3', '已驳回']]);
      expect(await dict('gd_level')).toEqual([['0', '普通'], ['1', '紧急'], ['2', '特急']]);
      expect(await dict('iot_device_status')).toEqual([['1', '未激活'], ['2', '禁用'], ['3', '在线'], ['4', '离线']]);
      expect(await dict('alarm_dispatched')).toEqual([['1', '已派单'], ['0', '未派单']]);
    });

    it('takes a status change as a code: "1" receives, "2" completes', async () => {
      const pending = listOf((await call(ruoyi, 'GET', '/senstor/alarm/gdList?status=0&pageNum=1&pageSize=1', { token })).body).rows[0];
      expect(pending?.status).toBe('0');
      const change = (status: string, extra: Record<string, unknown> = {}) => call(ruoyi, 'POST', '/senstor/alarm/modifyGdStatus', { token, json: { id: pending?.id, status, ...extra } });
      expect((await change('1')).body.code).toBe(200);
      expect((await change('2', { result: '已处理' })).body.code).toBe(200);
      const done = (await call(ruoyi, 'POST', `/senstor/alarm/gd/${String(pending?.id)}`, { token })).body.data as Record<string, unknown>;
      expect(done).toMatchObject({ status: '2', result: '已处理' });
    });

    it('RuoYi status strings and user fields stay as RuoYi writes them', async () => {
      const users = listOf((await call(ruoyi, 'POST', '/system/user/list?pageNum=1&pageSize=50', { token, json: {} })).body);
      expect(new Set(users.rows.map((row) => row.status))).toEqual(new Set(['0', '1']));
    });
  });

  describe('null for empty columns (Jackson)', () => {
    it('a pending work order has result and reason null, not ""', async () => {
      const pending = listOf((await call(ruoyi, 'GET', '/senstor/alarm/gdList?status=0&pageNum=1&pageSize=1', { token })).body).rows[0];
      expect(pending).toMatchObject({ result: null, reason: null });
      // A column vigil-mock's work orders do not have at all is there, as null.
      expect(pending).toHaveProperty('remark', null);
    });

    it('a user without an e-mail has email null; absent columns are present as null', async () => {
      const users = listOf((await call(ruoyi, 'POST', '/system/user/list?pageNum=1&pageSize=50', { token, json: {} })).body);
      for (const user of users.rows) {
        expect(user.email === null || (typeof user.email === 'string' && user.email !== '')).toBe(true);
        expect(user).toHaveProperty('avatar', null);
      }
    });
  });

  it('times are yyyy-MM-dd HH:mm:ss', async () => {
    const alarms = listOf((await call(ruoyi, 'POST', '/sensor/alarm/list', { token, json: {} })).body);
    for (const row of alarms.rows) expect(String(row.time)).toMatch(WIRE_TIME);
    const orders = listOf((await call(ruoyi, 'GET', '/senstor/alarm/gdList', { token })).body);
    for (const row of orders.rows) expect(String(row.createTime)).toMatch(WIRE_TIME);
  });

  it('answers in Chinese whatever the Accept-Language (RuoYi messages are not localised)', async () => {
    // `call` sends Accept-Language: en.
    expect((await call(ruoyi, 'POST', '/senstor/info/list', { token, json: {} })).body.msg).toBe('查询成功');
    expect((await call(ruoyi, 'GET', '/getInfo')).body).toMatchObject({ code: 401, msg: '登录状态已过期，请重新登录' });
    const refused = await call(ruoyi, 'POST', '/senstor/alarm/modifyGdStatus', { token, json: { id: 1, status: '1' } });
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect((await call(ruoyi, 'GET', '/no/such/call')).body.msg).toBe('没有 GET /api/no/such/call 对应的接口');
    // The default dialect keeps answering in the caller's language.
    expect((await call(vigil, 'GET', '/getInfo')).body.msg).toBe('Your session has expired, please sign in again');
  });
});
