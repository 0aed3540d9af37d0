import type { CallOverride } from './runtime-settings';

/**
 * How a stock RuoYi-Vue 3.x serves the five system lists that the spec's vendor changed to POST forms: each is a
 * `@GetMapping("/list")` whose filters and paging Spring binds from the query parameters (SysUserController,
 * SysRoleController, SysMenuController, SysNoticeController and SysDeptController in ruoyi-admin's
 * `web/controller/system`). A site on such a backend puts these in its settings file's `calls` (docs/deploy.md).
 */
export const STOCK_RUOYI_CALLS: Readonly<Record<string, CallOverride>> = Object.freeze({
  'users.list': { method: 'GET', encoding: 'query' },
  'roles.list': { method: 'GET', encoding: 'query' },
  'menus.list': { method: 'GET', encoding: 'query' },
  'notices.list': { method: 'GET', encoding: 'query' },
  'depts.list': { method: 'GET', encoding: 'query' },
});
