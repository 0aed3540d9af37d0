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

/**
 * The vendor's calls that the console's shell makes on every signed-in page and that a stock RuoYi-Vue does not have
 * (the product list, the unread notice count, the system names). The console calls them as extensions: a backend
 * answering HTTP 404 leaves those parts quiet (the catalogue's products, no badge, the site's title).
 */
export const STOCK_RUOYI_ABSENT_CALLS: readonly string[] = Object.freeze(['devices.products', 'notices.unreadCount', 'siteConfig.systemInfo']);
