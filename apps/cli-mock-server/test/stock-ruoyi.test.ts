import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

// A stock RuoYi-Vue 3.x serves these lists as `@GetMapping("/list")` with the filters and paging bound from the query
// (SysUserController, SysRoleController, SysMenuController, SysNoticeController, SysDeptController).
const LISTS = ['/system/user/list', '/system/role/list', '/system/menu/list', '/system/notice/list', '/system/dept/list'];

describe('vigil-mock --stock-ruoyi', () => {
  let stock: Server;
  let token: string;
  beforeAll(async () => {
    stock = await startTestServer({ stockRuoyi: true });
    token = await login(stock, 'admin', 'admin123');
  });
  afterAll(() => stock.close());

  it.each(LISTS)('GET %s answers the list from query parameters', async (path) => {
    const { status, body } = await call(stock, 'GET', path, { token });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const list = (body as { rows?: unknown[]; data?: unknown[] }).rows ?? (body as { data?: unknown[] }).data;
    expect(Array.isArray(list) && list.length > 0).toBe(true);
  });

  it.each(LISTS)('POST %s (the vendor form) is not served', async (path) => {
    const { status, body } = await call(stock, 'POST', path, { token });
    expect(status).toBe(404);
    expect(body.code).toBe(404);
  });

  it.each([
    ['GET', '/device/product/list'],
    ['POST', '/system/notice/user/count'],
    ['GET', '/ssc/config/sysInfo'],
  ])('has none of the vendor calls a stock RuoYi-Vue lacks: %s %s answers HTTP 404', async (method, path) => {
    const { status } = await call(stock, method, path, { token });
    expect(status).toBe(404);
  });

  it('reads the filters and paging of a GET list from the query', async () => {
    const page = await call(stock, 'GET', '/system/user/list?pageNum=1&pageSize=1', { token });
    expect((page.body as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const named = await call(stock, 'GET', '/system/user/list?userName=admin', { token });
    expect((named.body as unknown as { rows: { userName: string }[] }).rows.map((row) => row.userName)).toEqual(['admin']);
  });
});
