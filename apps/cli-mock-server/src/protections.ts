import { hasPermission, isAdminRoleKey, WILDCARD_PERMISSION } from '@vigil/sdk';
import { isAdmin, modulesOf, permissionsOf, rolesOf } from './access';
import type { MockContext } from './context';
import { ApiError } from './errors';
import { NOUNS } from './i18n/nouns';
import type { HandlerRequest } from './handlers/types';
import { visibleIn } from './scope';
import { requireSession } from './session';
import type { Row } from './state';

/**
 * RuoYi's protections of the administration (SysUserServiceImpl / SysRoleServiceImpl and their controllers), so no
 * delegated administrator can make itself super-admin or lock the admin out:
 * - `checkUserAllowed`: the super-admin user is changed, disabled, reset or deleted by no one but itself
 *   ("不允许操作超级管理员用户"), and never loses the admin role;
 * - `checkRoleAllowed`: the admin role is changed by no one ("不允许操作超级管理员角色"), its key is reserved;
 * - `checkUserDataScope` / `checkRoleDataScope`: a user or role outside the caller's data scope is neither read nor
 *   written ("没有权限访问用户数据！" / "没有权限访问角色数据！");
 * - no one changes their own roles, status or department;
 * - a caller grants no menu, permission, role or module it does not hold itself.
 * Every check runs before the first change, so a refusal changes nothing.
 */

const adminRoleIds = (context: MockContext): Set<string> =>
  new Set(context.store.collection('roles').filter((role) => isAdminRoleKey(role.roleKey)).map((role) => String(role.roleId)));

const roleIdsOf = (user: Row): string[] => (Array.isArray(user.roleIds) ? user.roleIds.map(String) : []);

/** The super-admin user: one given the admin role (enabled or not, so disabling the role does not unprotect it). */
export function isSuperAdminUser(user: Row, context: MockContext): boolean {
  const admins = adminRoleIds(context);
  return roleIdsOf(user).some((id) => admins.has(id));
}

const callerOf = (request: HandlerRequest): Row => requireSession(request.session).user;
const sameUser = (a: Row, b: Row): boolean => String(a.userId) === String(b.userId);

/** RuoYi `checkUserAllowed`: only the super-admin itself changes the super-admin user. */
export function checkUserAllowed(request: HandlerRequest, context: MockContext, target: Row): void {
  if (isSuperAdminUser(target, context) && !sameUser(callerOf(request), target)) throw new ApiError(500, 'protect.superAdminUser');
}

/** RuoYi `checkRoleAllowed`: the admin role is not changed, disabled or deleted through the API. */
export function checkRoleAllowed(role: Row): void {
  if (isAdminRoleKey(role.roleKey)) throw new ApiError(500, 'protect.superAdminRole');
}

/** RuoYi `checkUserDataScope`: the user, or "没有权限访问用户数据！" when it exists outside the scope. */
export function userInScope(request: HandlerRequest, context: MockContext, id: unknown): Row {
  const user = context.store.collection('users').find((row) => String(row.userId) === String(id));
  if (!user) throw new ApiError(500, 'record.missing', { what: NOUNS.user, id: String(id) });
  if (!visibleIn(request.scope, 'user', context)(user)) throw new ApiError(500, 'protect.userScope');
  return user;
}

/**
 * RuoYi `checkRoleDataScope`: a role is in the caller's scope when a user of that scope holds it (RuoYi's role list
 * joins sys_user_role, sys_user and sys_dept under @DataScope); with data scope all, every role.
 */
export function roleInScope(request: HandlerRequest, context: MockContext, id: unknown): Row {
  const role = context.store.collection('roles').find((row) => String(row.roleId) === String(id));
  if (!role) throw new ApiError(500, 'record.missing', { what: NOUNS.role, id: String(id) });
  if (!request.scope.depts) return role;
  const visible = visibleIn(request.scope, 'user', context);
  const held = context.store.collection('users').some((user) => visible(user) && roleIdsOf(user).includes(String(role.roleId)));
  if (!held) throw new ApiError(500, 'protect.roleScope');
  return role;
}

/** Menu ids the caller holds (the union of its enabled roles'); undefined for the admin, who holds every one. */
function heldMenuIds(caller: Row, context: MockContext): Set<string> | undefined {
  if (isAdmin(caller, context)) return undefined;
  return new Set(rolesOf(caller, context).flatMap((role) => (Array.isArray(role.menuIds) ? role.menuIds.map(String) : [])));
}

/** A role's menus may list only menus the caller holds itself (those the role already had may stay). */
export function checkMenusGrantable(request: HandlerRequest, context: MockContext, menuIds: unknown, before: readonly unknown[] = []): void {
  const held = heldMenuIds(callerOf(request), context);
  if (!held || !Array.isArray(menuIds)) return;
  const kept = new Set(before.map(String));
  if (menuIds.some((id) => !kept.has(String(id)) && !held.has(String(id)))) throw new ApiError(500, 'protect.menuNotHeld');
}

/** A user's or role's modules may name only modules the caller may use itself (those already there may stay). */
export function checkModulesGrantable(request: HandlerRequest, context: MockContext, modules: unknown, before: unknown = []): void {
  const caller = callerOf(request);
  if (!Array.isArray(modules) || isAdmin(caller, context)) return;
  const kept = new Set(Array.isArray(before) ? before.map(String) : []);
  const held = new Set(modulesOf(caller, context));
  if (modules.some((code) => !kept.has(String(code)) && !held.has(String(code)))) throw new ApiError(500, 'protect.moduleNotHeld');
}

/** A menu's permission tag must be one the caller holds (never `*:*:*` but for the admin). */
export function checkPermsGrantable(request: HandlerRequest, context: MockContext, perms: unknown): void {
  if (typeof perms !== 'string' || perms.trim() === '') return;
  const caller = callerOf(request);
  if (isAdmin(caller, context)) return;
  const held = permissionsOf(caller, context);
  if (perms.includes(WILDCARD_PERMISSION) || perms.includes('*') || !hasPermission(held, [perms.trim()])) throw new ApiError(500, 'protect.permNotHeld', { perms: perms.trim() });
}

/**
 * Roles given to a user: the admin role only by the admin; any other only when it grants nothing the caller lacks
 * (its menus within the caller's) and is in the caller's scope. Roles the user already had may stay.
 */
export function checkRolesGrantable(request: HandlerRequest, context: MockContext, roleIds: unknown, before: readonly unknown[] = []): void {
  if (!Array.isArray(roleIds)) return;
  const caller = callerOf(request);
  const held = heldMenuIds(caller, context);
  if (!held) return;
  const kept = new Set(before.map(String));
  for (const id of roleIds.map(String).filter((roleId) => !kept.has(roleId))) {
    const role = roleInScope(request, context, id);
    if (isAdminRoleKey(role.roleKey)) throw new ApiError(500, 'protect.superAdminRole');
    const menus = Array.isArray(role.menuIds) ? role.menuIds.map(String) : [];
    if (menus.some((menuId) => !held.has(menuId))) throw new ApiError(500, 'protect.roleNotHeld', { role: String(role.roleName ?? role.roleKey) });
  }
}

/** Whether two id lists hold the same ids, in any order. */
const sameIds = (a: readonly unknown[], b: readonly unknown[]): boolean => {
  const left = new Set(a.map(String));
  const right = new Set(b.map(String));
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * A user update: RuoYi's checks, then the caller's own row keeps its roles, status and department, and the super-admin
 * keeps the admin role.
 */
export function checkUserUpdate(request: HandlerRequest, context: MockContext, target: Row): void {
  checkUserAllowed(request, context, target);
  const { body } = request;
  const before = roleIdsOf(target);
  if (sameUser(callerOf(request), target)) {
    if (Array.isArray(body.roleIds) && !sameIds(body.roleIds, before)) throw new ApiError(500, 'protect.ownRoles');
    if (body.status !== undefined && String(body.status) !== String(target.status)) throw new ApiError(500, 'protect.ownStatus');
    if (body.deptId !== undefined && body.deptId !== null && String(body.deptId) !== String(target.deptId)) throw new ApiError(500, 'protect.ownDept');
  }
  if (isSuperAdminUser(target, context) && Array.isArray(body.roleIds)) {
    const admins = adminRoleIds(context);
    if (!body.roleIds.some((id) => admins.has(String(id)))) throw new ApiError(500, 'protect.superAdminUser');
  }
  checkRolesGrantable(request, context, body.roleIds, before);
  checkModulesGrantable(request, context, body.modules, target.modules);
}

/** A role write (update, status, data scope): RuoYi's checks, and the admin key stays reserved. */
export function checkRoleWrite(request: HandlerRequest, context: MockContext, id: unknown): Row {
  const role = roleInScope(request, context, id);
  checkRoleAllowed(role);
  if (isAdminRoleKey(request.body.roleKey)) throw new ApiError(500, 'protect.adminKeyReserved');
  checkMenusGrantable(request, context, request.body.menuIds, Array.isArray(role.menuIds) ? role.menuIds : []);
  checkModulesGrantable(request, context, request.body.modules, role.modules);
  return role;
}
