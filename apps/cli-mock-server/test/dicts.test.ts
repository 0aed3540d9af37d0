import { describe, expect, it } from 'vitest';
import { call, login, signedInAdmin, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
/** The default answer language (the support helper asks in English). */
const zh = { 'accept-language': 'zh-CN' };
interface DictData {
  dictCode: number;
  dictLabel: string;
  dictValue: string;
  dictSort: number;
  listClass: string;
  status: string;
}

describe('dictionaries and parameters (RuoYi-Vue 3.9 paths)', () => {
  let server: Server;
  let admin: string;
  let operator: string;
  const byType = async (token: string, type: string) => (await call(server, 'GET', `/system/dict/data/type/${type}`, { token })).body as { code: number; data: DictData[] };

  signedInAdmin(async (session) => {
    ({ server, token: admin } = session);
    operator = await login(server, 'operator', 'operator123');
  });

  it("seeds RuoYi's dictionaries with their echo styles; any signed-in user reads a type's values in sort order", async () => {
    const normal = await byType(operator, 'sys_normal_disable');
    expect(normal.code).toBe(200);
    expect(normal.data.map((d) => [d.dictValue, d.dictLabel, d.listClass])).toEqual([['0', '正常', 'primary'], ['1', '停用', 'danger']]);
    expect((await byType(operator, 'sys_yes_no')).data.map((d) => [d.dictValue, d.listClass])).toEqual([['Y', 'primary'], ['N', 'danger']]);
    expect((await byType(operator, 'sys_notice_type')).data.map((d) => [d.dictValue, d.dictLabel, d.listClass])).toEqual([['1', '通知', 'warning'], ['2', '公告', 'success']]);
    expect((await byType(operator, 'sys_user_sex')).data.map((d) => d.dictLabel)).toEqual(['男', '女', '未知']);
    expect((await byType(operator, 'sys_show_hide')).data.map((d) => [d.dictValue, d.dictLabel, d.listClass])).toEqual([['0', '显示', 'primary'], ['1', '隐藏', 'danger']]);
    expect((await byType(operator, 'no_such_type')).data).toEqual([]);
  });

  it('answers the seed in English with --locale en', async () => {
    const english = await startTestServer({ locale: 'en' });
    try {
      const token = await login(english, 'admin', 'admin123');
      const body = (await call(english, 'GET', '/system/dict/data/type/sys_normal_disable', { token })).body as { code: number; data: DictData[] };
      expect(body.data.map((d) => d.dictLabel)).toEqual(['Normal', 'Disabled']);
    } finally {
      await english.close();
    }
  });

  it('adds a type and its values, lists them by type, filters types by name, and refuses a duplicate type', async () => {
    const type = `e2e_type_${Date.now()}`;
    expect((await call(server, 'POST', '/system/dict/type', { token: admin, json: { dictName: '测试字典', dictType: type, status: '0' } })).body.code).toBe(200);
    const duplicate = await call(server, 'POST', '/system/dict/type', { token: admin, json: { dictName: '另一个', dictType: type }, headers: zh });
    // SysDictTypeController:76, RuoYi's words naming the new dictionary.
    expect(duplicate.body).toMatchObject({ code: 500, msg: "新增字典'另一个'失败，字典类型已存在" });
    const types = (await call(server, 'GET', `/system/dict/type/list?pageNum=1&pageSize=10&dictType=${type}`, { token: admin })).body as { code: number; total: number; rows: { dictId: number; dictName: string }[] };
    expect(types.total).toBe(1);
    expect((await call(server, 'GET', '/system/dict/type/list?dictName=测试字&pageSize=100', { token: admin })).body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ dictType: type })]));
    const dictId = types.rows[0]?.dictId;

    await call(server, 'POST', '/system/dict/data', { token: admin, json: { dictType: type, dictLabel: '乙', dictValue: 'b', dictSort: 2, listClass: 'warning' } });
    await call(server, 'POST', '/system/dict/data', { token: admin, json: { dictType: type, dictLabel: '甲', dictValue: 'a', dictSort: 1 } });
    expect((await byType(admin, type)).data.map((d) => [d.dictLabel, d.listClass])).toEqual([['甲', ''], ['乙', 'warning']]);
    const listed = (await call(server, 'GET', `/system/dict/data/list?dictType=${type}&pageSize=10`, { token: admin })).body as { code: number; total: number; rows: DictData[] };
    expect(listed.total).toBe(2);

    // A disabled value is no longer offered to tags.
    const first = listed.rows.find((d) => d.dictValue === 'a');
    await call(server, 'PUT', '/system/dict/data', { token: admin, json: { dictCode: first?.dictCode, status: '1' } });
    expect((await byType(admin, type)).data.map((d) => d.dictValue)).toEqual(['b']);

    // Renaming the type keeps its values.
    await call(server, 'PUT', '/system/dict/type', { token: admin, json: { dictId, dictType: `${type}_x` } });
    expect((await call(server, 'GET', `/system/dict/data/list?dictType=${type}_x`, { token: admin })).body.total).toBe(2);

    // A type with values is refused; without them it goes.
    expect((await call(server, 'DELETE', `/system/dict/type/${dictId}`, { token: admin, headers: zh })).body).toMatchObject({ code: 500, msg: '测试字典已分配，不能删除' });
    const codes = listed.rows.map((d) => d.dictCode).join(',');
    expect((await call(server, 'DELETE', `/system/dict/data/${codes}`, { token: admin })).body.code).toBe(200);
    expect((await call(server, 'DELETE', `/system/dict/type/${dictId}`, { token: admin })).body.code).toBe(200);
  });

  it('refuses a type, value or parameter without its required fields, with the spec §5 texts', async () => {
    expect((await call(server, 'POST', '/system/dict/type', { token: admin, json: { dictType: 'x_y' }, headers: zh })).body).toMatchObject({ code: 400, msg: '字典名称不能为空', field: 'dictName' });
    expect((await call(server, 'POST', '/system/dict/data', { token: admin, json: { dictType: 'sys_yes_no', dictValue: 'M', dictSort: 3 }, headers: zh })).body).toMatchObject({ code: 400, msg: '数据标签不能为空', field: 'dictLabel' });
    expect((await call(server, 'POST', '/system/config', { token: admin, json: { configName: 'n', configKey: 'k' }, headers: zh })).body).toMatchObject({ code: 400, msg: '参数键值不能为空', field: 'configValue' });
  });

  it('needs the system:dict and system:config permissions to manage, none to read tags', async () => {
    expect((await call(server, 'GET', '/system/dict/type/list', { token: operator })).body.code).toBe(403);
    expect((await call(server, 'GET', '/system/config/list', { token: operator })).body.code).toBe(403);
    expect((await call(server, 'POST', '/system/dict/data', { token: operator, json: { dictType: 'sys_yes_no', dictLabel: 'x', dictValue: 'x', dictSort: 1 } })).body.code).toBe(403);
  });

  it('adds, finds, edits and deletes a parameter; a built-in one cannot be deleted; a key is unique; its value is read by key', async () => {
    const key = `e2e.param.${Date.now()}`;
    expect((await call(server, 'POST', '/system/config', { token: admin, json: { configName: '测试参数', configKey: key, configValue: 'one' } })).body.code).toBe(200);
    expect((await call(server, 'POST', '/system/config', { token: admin, json: { configName: '重复', configKey: key, configValue: 'two' }, headers: zh })).body).toMatchObject({ code: 500, msg: "新增参数'重复'失败，参数键名已存在" });
    const found = (await call(server, 'GET', `/system/config/list?configKey=${key}`, { token: admin })).body as { code: number; total: number; rows: { configId: number; configType: string }[] };
    expect(found.total).toBe(1);
    expect(found.rows[0]?.configType).toBe('N');
    const configId = found.rows[0]?.configId;
    await call(server, 'PUT', '/system/config', { token: admin, json: { configId, configValue: 'changed' } });
    expect((await call(server, 'GET', `/system/config/configKey/${key}`, { token: operator })).body).toMatchObject({ code: 200, msg: 'changed' });

    const builtIn = (await call(server, 'GET', '/system/config/list?configKey=sys.user.initPassword', { token: admin })).body as { code: number; rows: { configId: number; configType: string }[] };
    expect(builtIn.rows[0]?.configType).toBe('Y');
    const refused = await call(server, 'DELETE', `/system/config/${builtIn.rows[0]?.configId}`, { token: admin, headers: zh });
    expect(refused.body).toMatchObject({ code: 500, msg: '内置参数【sys.user.initPassword】不能删除' });
    const english = await call(server, 'DELETE', `/system/config/${builtIn.rows[0]?.configId},${configId}`, { token: admin, headers: { 'accept-language': 'en' } });
    expect(english.body).toMatchObject({ code: 500, msg: 'The built-in parameter sys.user.initPassword cannot be deleted' });
    // Refused as a whole: the other id is still there.
    expect((await call(server, 'GET', `/system/config/${configId}`, { token: admin })).body.code).toBe(200);
    expect((await call(server, 'DELETE', `/system/config/${configId}`, { token: admin })).body.code).toBe(200);
  });

  it("filters types by RuoYi's params[beginTime]/params[endTime] and exports types, values and parameters", async () => {
    const future = (await call(server, 'GET', `/system/dict/type/list?${new URLSearchParams({ 'params[beginTime]': '2999-01-01', 'params[endTime]': '2999-12-31' })}`, { token: admin })).body;
    expect(future.total).toBe(0);
    const past = (await call(server, 'GET', `/system/dict/type/list?${new URLSearchParams({ 'params[beginTime]': '2000-01-01', 'params[endTime]': '2999-12-31' })}`, { token: admin })).body;
    expect(past.total).toBeGreaterThan(0);
    for (const path of ['/system/dict/type/export', '/system/dict/data/export', '/system/config/export']) {
      const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/attachment/);
      expect((await response.text()).split('\n').length).toBeGreaterThan(2);
    }
  });
});
