import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, readResponse } from '../src/index';
import * as ruoyi from './fixtures/ruoyi';

/**
 * A console pointed at a RuoYi-Vue 3.9 backend works unchanged only if the sdk's response schemas accept what that
 * backend answers (AjaxResult `{ code, msg, data }`, TableDataInfo `{ code, msg, total, rows }`, its entities with
 * their nulls). Each fixture is parsed by the schema of the call that answers it.
 */
const CASES = [
  ['users.list', endpoints.users.list.response, ruoyi.userList],
  ['users.get', endpoints.users.get.response, ruoyi.userDetail],
  ['roles.list', endpoints.roles.list.response, ruoyi.roleList],
  ['roles.get', endpoints.roles.get.response, ruoyi.roleDetail],
  ['depts.list', endpoints.depts.list.response, ruoyi.deptList],
  ['depts.treeSelect', endpoints.depts.treeSelect.response, ruoyi.deptTree],
  ['menus.list', endpoints.menus.list.response, ruoyi.menuList],
  ['menus.roleMenuTree', endpoints.menus.roleMenuTree.response, ruoyi.roleMenuTree],
  ['notices.list', endpoints.notices.list.response, ruoyi.noticeList],
  ['dictTypes.list', endpoints.dictTypes.list.response, ruoyi.dictTypeList],
  ['dictTypes.get', endpoints.dictTypes.get.response, ruoyi.dictTypeDetail],
  ['dictData.list', endpoints.dictData.list.response, ruoyi.dictDataList],
  ['dictData.byType', endpoints.dictData.byType.response, ruoyi.dictDataByType],
  ['configs.list', endpoints.configs.list.response, ruoyi.configList],
  ['configs.get', endpoints.configs.get.response, ruoyi.configDetail],
] as const;

/** Answers the strict schema refuses (Jackson's nulls in required fields) but the client's tolerant reading must take whole. */
const TOLERATED = [['roles.allocatedUsers', endpoints.roles.allocatedUsers, ruoyi.allocatedUsers]] as const;

const issues = (schema: z.core.$ZodType, value: unknown) => {
  const parsed = z.safeParse(schema, value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('RuoYi-Vue 3.9 responses parse with the sdk schemas of their calls', () => {
  it.each(CASES)('%s', (_id, schema, fixture) => {
    expect(issues(schema, fixture)).toEqual([]);
  });

  it.each([...CASES.map(([id, , fixture]) => [id, endpoints[id.split('.')[0] as 'users'][id.split('.')[1] as 'list'], fixture] as const), ...TOLERATED])(
    '%s is read in full by the client (tolerant reading): no value left out',
    (_id, endpoint, fixture) => {
      const { issues: unread } = readResponse(endpoint, fixture);
      expect(unread).toEqual([]);
    },
  );

  it('roles.allocatedUsers keeps its row with sex and dept.deptName null read as absent', () => {
    const { data } = readResponse(endpoints.roles.allocatedUsers, ruoyi.allocatedUsers);
    const page = data as z.output<NonNullable<typeof endpoints.roles.allocatedUsers.response>>;
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ userId: 2, userName: 'ry', nickName: '若依', status: '0' });
    expect(page.rows[0]?.sex).toBeUndefined();
    expect(page.rows[0]?.dept?.deptName).toBeUndefined();
  });

  it("keeps the entities' fields, and reads RuoYi's nulls as absent where the schema types a value", () => {
    const users = z.parse(endpoints.users.list.response, ruoyi.userList);
    const admin = users.rows[0];
    expect(admin).toMatchObject({ userId: 1, userName: 'admin', admin: true, loginDate: '2025-06-01 09:12:44', dept: { deptId: 103, deptName: '研发部门' } });
    expect(admin?.dept?.parentId).toBeUndefined();
    expect(admin?.dept?.status).toBeUndefined();

    const detail = z.parse(endpoints.users.get.response, ruoyi.userDetail);
    expect(detail.roleIds).toEqual([2]);
    expect(detail.roles?.[0]).toMatchObject({ roleKey: 'common', dataScope: '2', flag: false, menuCheckStrictly: true });
    expect(detail.roles?.[0]?.menuIds).toBeUndefined();
    expect(detail.data?.params).toEqual({ dataScope: '' });

    const menus = z.parse(endpoints.menus.list.response, ruoyi.menuList);
    expect(menus.data.map((menu) => [menu.menuType, menu.perms])).toEqual([['M', ''], ['C', 'system:user:list'], ['F', 'system:user:query']]);
    expect(menus.data[1]).toMatchObject({ isFrame: '1', isCache: '0', query: '', routeName: '' });

    const tags = z.parse(endpoints.dictData.byType.response, ruoyi.dictDataByType);
    expect(tags.data.map((d) => [d.dictValue, d.dictLabel, d.listClass])).toEqual([['0', '正常', 'primary'], ['1', '停用', 'danger']]);
    const configs = z.parse(endpoints.configs.list.response, ruoyi.configList);
    expect(configs.rows.map((c) => c.configType)).toEqual(['Y', 'Y']);
  });

  it('refuses what RuoYi never sends (the fixtures can fail): a list without rows, a status outside 0/1, a config type outside Y/N', () => {
    expect(issues(endpoints.users.list.response, { code: 200, msg: '查询成功', total: 1 })).not.toEqual([]);
    expect(issues(endpoints.roles.get.response, { ...ruoyi.roleDetail, data: { ...ruoyi.roleDetail.data, status: 'enabled' } })).not.toEqual([]);
    expect(issues(endpoints.configs.get.response, { ...ruoyi.configDetail, data: { ...ruoyi.configDetail.data, configType: 'yes' } })).not.toEqual([]);
  });
});
