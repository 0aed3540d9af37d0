import { grantedModules, WILDCARD_PERMISSION } from '@vigil/sdk';
import type { MockContext } from './context';
import type { Row } from './state';

/** Roles of a user (rows). */
export function rolesOf(user: Row, context: MockContext): Row[] {
  const ids = new Set((Array.isArray(user.roleIds) ? user.roleIds : []).map(String));
  return context.store.collection('roles').filter((role) => ids.has(String(role.roleId)) && role.status === '0');
}

export function isAdmin(user: Row, context: MockContext): boolean {
  return rolesOf(user, context).some((role) => role.roleKey === 'admin');
}

/**
 * The modules a user may use: its own (`user.modules`) and those its enabled roles grant (`role.modules`), the sdk's
 * `grantedModules`. A menu, and the permission tags of its buttons, count only inside them.
 */
export function modulesOf(user: Row, context: MockContext): string[] {
  return grantedModules(user.modules, rolesOf(user, context).map((role) => role.modules));
}

/** Whether a user may see a menu: every enabled one for admin, else the enabled menus of their roles within their modules. */
function menuFilter(user: Row, context: MockContext): (menu: Row) => boolean {
  const roles = rolesOf(user, context);
  if (roles.some((role) => role.roleKey === 'admin')) return (menu) => menu.status !== '1';
  const allowed = new Set(roles.flatMap((role) => (Array.isArray(role.menuIds) ? role.menuIds.map(String) : [])));
  const modules = new Set(modulesOf(user, context));
  return (menu) => menu.status !== '1' && allowed.has(String(menu.menuId)) && (menu.module === undefined || modules.has(String(menu.module)));
}

/** Menus a user may see (routes and buttons). */
export function menusOf(user: Row, context: MockContext): Row[] {
  return context.store.collection('menus').filter(menuFilter(user, context));
}

/**
 * Permission tags of spec §6: `*:*:*` for admin, else the button permissions of the user's menus. Runs on every API
 * call (authorize), so it makes one pass and looks at buttons only.
 */
export function permissionsOf(user: Row, context: MockContext): string[] {
  if (isAdmin(user, context)) return [WILDCARD_PERMISSION];
  const visible = menuFilter(user, context);
  const tags = new Set<string>();
  for (const menu of context.store.collection('menus')) {
    if (typeof menu.perms === 'string' && menu.perms !== '' && visible(menu)) tags.add(menu.perms);
  }
  return [...tags];
}
