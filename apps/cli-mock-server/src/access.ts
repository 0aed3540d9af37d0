import { WILDCARD_PERMISSION } from '@vigil/sdk';
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

/** Menus a user may see: everything for admin, else the menus of their roles within their modules. */
export function menusOf(user: Row, context: MockContext): Row[] {
  const menus = context.store.collection('menus').filter((menu) => menu.status !== '1');
  if (isAdmin(user, context)) return menus;
  const allowed = new Set(rolesOf(user, context).flatMap((role) => (Array.isArray(role.menuIds) ? role.menuIds.map(String) : [])));
  const modules = new Set(Array.isArray(user.modules) ? user.modules.map(String) : []);
  return menus.filter((menu) => allowed.has(String(menu.menuId)) && (menu.module === undefined || modules.has(String(menu.module))));
}

/** Permission tags of spec §6: `*:*:*` for admin, else the button permissions of the user's menus. */
export function permissionsOf(user: Row, context: MockContext): string[] {
  if (isAdmin(user, context)) return [WILDCARD_PERMISSION];
  return [...new Set(menusOf(user, context).map((menu) => String(menu.perms ?? '')).filter(Boolean))];
}
