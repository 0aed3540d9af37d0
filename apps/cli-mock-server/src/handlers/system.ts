import { isAdminRoleKey } from '@vigil/sdk';
import { rolesOf } from '../access';
import type { MockContext } from '../context';
import { collectionHandlers, paginate, standardEndpoints } from '../crud';
import { CSV_TYPE, toCsv } from '../csv';
import { ok } from '../envelope';
import { RUOYI_KEYS, UNIQUE_REFUSALS } from '@vigil/sdk';
import { ApiError } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { requireSession } from '../session';
import type { Row } from '../state';
import { descendantsOf, nest } from '../tree';
import { NOUNS } from '../i18n/nouns';
import { checkMenusGrantable, checkModulesGrantable, checkPermsGrantable, checkRoleAllowed, checkRolesGrantable, checkRoleWrite, checkUserAllowed, checkUserUpdate, isSuperAdminUser, roleInScope, userInScope } from '../protections';
import { checkRoleVersion, nextRoleVersion, roleVersionOf } from '../role-version';
import { publicUser } from './auth';
import { BlobReply, type HandlerRequest, type HandlerTable } from './types';

interface TreeNode {
  id: unknown;
  label: string;
  children?: TreeNode[];
}
const treeNode =
  (idField: string, labelField: string) =>
  (row: Row, children: TreeNode[]): TreeNode => ({ id: row[idField], label: String(row[labelField]), ...(children.length > 0 ? { children } : {}) });

const users = collectionHandlers({
  collection: 'users',
  idField: 'userId',
  label: 'user',
  likeFields: ['userName', 'nickName', 'phonenumber'],
  uniqueBy: [
    { field: 'userName', refusal: UNIQUE_REFUSALS.user.userName, name: 'userName' },
    { field: 'phonenumber', refusal: UNIQUE_REFUSALS.user.phonenumber, name: 'userName' },
    { field: 'email', refusal: UNIQUE_REFUSALS.user.email, name: 'userName' },
  ],
  sort: { field: 'userId', descending: false },
  hidden: ['password'],
  owner: 'user',
  defaults: () => ({ status: '0', sex: '2', roleIds: [], modules: ['house'], delFlag: '0' }),
  view: (row, context) => publicUser(row, context),
});
const roles = collectionHandlers({
  collection: 'roles',
  idField: 'roleId',
  label: 'role',
  likeFields: ['roleName', 'roleKey'],
  uniqueBy: [
    { field: 'roleName', refusal: UNIQUE_REFUSALS.role.roleName, name: 'roleName' },
    { field: 'roleKey', refusal: UNIQUE_REFUSALS.role.roleKey, name: 'roleName' },
  ],
  sort: { field: 'roleSort', descending: false },
  defaults: () => ({ status: '0', dataScope: '1', menuIds: [], deptIds: [], modules: [], version: 0 }),
  // Every role answers its version (seeded rows have none yet: 0), so an edit can send back what it read.
  view: (row) => ({ ...row, version: roleVersionOf(row) }),
  refuseRemove: (id, context) =>
    context.store.collection('users').some((u) => Array.isArray(u.roleIds) && u.roleIds.map(String).includes(id)) ? new ApiError(500, 'record.hasUsers', { what: NOUNS.role }) : undefined,
});
const depts = collectionHandlers({
  collection: 'depts',
  idField: 'deptId',
  label: 'department',
  likeFields: ['deptName'],
  uniqueBy: [{ field: 'deptName', refusal: UNIQUE_REFUSALS.dept.deptName, name: 'deptName', within: 'parentId' }],
  owner: 'dept',
  sort: { field: 'orderNum', descending: false },
  defaults: () => ({ status: '0', parentId: 0, orderNum: 0 }),
  refuseRemove: (id, context) => {
    if (context.store.collection('depts').some((d) => String(d.parentId) === id)) return new ApiError(500, 'record.hasChildren', { what: NOUNS.department });
    if (context.store.collection('users').some((u) => String(u.deptId) === id)) return new ApiError(500, 'dept.hasUsers');
    return undefined;
  },
});
const menus = collectionHandlers({
  collection: 'menus',
  idField: 'menuId',
  label: 'menu',
  likeFields: ['menuName'],
  uniqueBy: [{ field: 'menuName', refusal: UNIQUE_REFUSALS.menu.menuName, name: 'menuName', within: 'parentId' }],
  sort: { field: 'orderNum', descending: false },
  defaults: () => ({ status: '0', visible: '0', parentId: 0, orderNum: 0 }),
  refuseRemove: (id, context) => (context.store.collection('menus').some((m) => String(m.parentId) === id) ? new ApiError(500, 'record.hasChildren', { what: NOUNS.menu }) : undefined),
});
/** Records that `userName` has read each notice (a reader list on the row, as the unread count reads it). */
function markRead(rows: readonly Row[], userName: string): void {
  for (const notice of rows) {
    const readBy = Array.isArray(notice.readBy) ? notice.readBy.map(String) : [];
    if (!readBy.includes(userName)) notice.readBy = [...readBy, userName];
  }
}

const notices = collectionHandlers({ collection: 'notices', idField: 'noticeId', label: 'notice', likeFields: ['noticeTitle', 'createBy'], hidden: ['readBy'], defaults: () => ({ status: '0', readBy: [] }) });

/** A password in a user create or update body is stored hashed. */
async function withHashedPassword(request: HandlerRequest): Promise<HandlerRequest> {
  const { password } = request.body;
  if (typeof password !== 'string' || password === '') return request;
  return { ...request, body: { ...request.body, password: await hashPassword(password) } };
}

/** The departments the caller may see, as a tree (a department whose parent is out of scope is a root). */
const deptTree = (request: HandlerRequest, context: MockContext) => nest(depts.query({ ...request, query: {}, body: {} }, context), 'deptId', 'parentId', treeNode('deptId', 'deptName'));

/** Ids from a path or query: a list, or RuoYi's comma-joined `1,2,3`. */
const ids = (value: unknown): string[] => (Array.isArray(value) ? value : String(value ?? '').split(',')).map(String).filter(Boolean);

function roleUsers(request: HandlerRequest, allocated: boolean, context: MockContext) {
  const roleId = String(request.query.roleId);
  roleInScope(request, context, roleId);
  const filtered = users.query({ ...request, query: { ...request.query, roleId: undefined } }, context).filter((user) => {
    const has = Array.isArray(user.roleIds) && user.roleIds.map(String).includes(roleId);
    return has === allocated;
  });
  return paginate(filtered, request, (user) => users.present(user, context));
}

/** Authorising or cancelling the signed-in user is refused (spec §5). */
function notSelf(request: HandlerRequest, userIds: string[]): void {
  const self = String(requireSession(request.session).user.userId);
  if (userIds.includes(self)) throw new ApiError(500, 'user.isSelf');
}

function setRole(request: HandlerRequest, context: MockContext, roleId: string, userIds: string[], assign: boolean): void {
  roleInScope(request, context, roleId);
  if (assign) checkRolesGrantable(request, context, [roleId]);
  // Every user is looked up (in scope) and checked before the first change.
  const targets = userIds.map((userId) => userInScope(request, context, userId));
  for (const user of targets) checkUserAllowed(request, context, user);
  for (const user of targets) {
    const current = (Array.isArray(user.roleIds) ? user.roleIds : []).map(String).filter((id) => id !== roleId);
    user.roleIds = (assign ? [...current, roleId] : current).map((id) => (Number.isNaN(Number(id)) ? id : Number(id)));
  }
}

/**
 * A department a write names (a user's, a department's parent) must be one the caller may see, else it is answered
 * like a missing one; 0 (no parent: a new root) only with data scope all.
 */
function checkDeptInScope(request: HandlerRequest, context: MockContext, deptId: unknown): void {
  if (deptId == null || deptId === '') return;
  if (String(deptId) !== '0') depts.find(request, context, deptId);
  else if (request.scope.depts) throw new ApiError(500, 'record.missing', { what: NOUNS.department, id: '0' });
}

/** The users a list or export names: a department filter takes the department and every one below it (RuoYi). */
function usersIn(request: HandlerRequest, context: MockContext): Row[] {
  const deptId = request.body.deptId ?? request.query.deptId;
  if (deptId === undefined || deptId === null || deptId === '') return users.query(request, context);
  const within = new Set([String(deptId), ...descendantsOf(context.store.collection('depts'), 'deptId', 'parentId', deptId)]);
  const rest = { ...request, body: { ...request.body, deptId: undefined }, query: { ...request.query, deptId: undefined } };
  return users.query(rest, context).filter((user) => within.has(String(user.deptId)));
}

export const systemHandlers: HandlerTable = {
  ...standardEndpoints('users', users),
  'users.list': (request, context) => paginate(usersIn(request, context), request, (user) => users.present(user, context)),
  'users.export': (request, context) =>
    new BlobReply('users.csv', CSV_TYPE, toCsv(usersIn(request, context), ['userId', 'userName', 'nickName', 'phonenumber', 'email', 'sex', 'status', 'createTime'])),
  'users.create': async (request, context) => {
    checkDeptInScope(request, context, request.body.deptId);
    checkRolesGrantable(request, context, request.body.roleIds);
    checkModulesGrantable(request, context, request.body.modules);
    return users.create(await withHashedPassword(request), context);
  },
  'users.update': async (request, context) => {
    checkUserUpdate(request, context, userInScope(request, context, request.body.userId));
    checkDeptInScope(request, context, request.body.deptId);
    return users.update(await withHashedPassword(request), context);
  },
  'users.get': (request, context) => {
    const user = userInScope(request, context, request.params.id);
    // RuoYi offers the admin role only on the super-admin's own form.
    const offered = context.store.collection('roles').filter((role) => isSuperAdminUser(user, context) || !isAdminRoleKey(role.roleKey));
    return { ...ok(users.present(user, context)), roles: offered, roleIds: Array.isArray(user.roleIds) ? user.roleIds : [] };
  },
  'users.remove': (request, context) => {
    notSelf(request, ids(request.params.id));
    for (const id of ids(request.params.id)) checkUserAllowed(request, context, userInScope(request, context, id));
    return users.remove(request, context);
  },
  'users.profile': ({ session }, context) => {
    const { user } = requireSession(session);
    return { ...ok(publicUser(user, context)), roleGroup: rolesOf(user, context).map((r) => r.roleName).join(','), postGroup: '' };
  },
  'users.updateProfile': ({ session, body }, context) => {
    const { user } = requireSession(session);
    // RuoYi's ProfileController refuses a phone or e-mail another user holds, as the user form does.
    users.checkUnique({ ...user, phonenumber: body.phonenumber, email: body.email }, context, user);
    for (const key of ['nickName', 'phonenumber', 'email', 'sex'] as const) if (body[key] !== undefined) user[key] = body[key];
    return ok();
  },
  'users.updatePassword': async ({ session, body }) => {
    const { user } = requireSession(session);
    if (!(await verifyPassword(String(body.oldPassword), user.password))) throw new ApiError(500, 'auth.oldPasswordWrong');
    const next = String(body.newPassword);
    if (next === body.oldPassword) throw new ApiError(500, 'auth.samePassword');
    user.password = await hashPassword(next);
    return ok();
  },
  'users.changeStatus': (request, context) => {
    notSelf(request, [String(request.body.userId)]);
    const user = userInScope(request, context, request.body.userId);
    checkUserAllowed(request, context, user);
    user.status = request.body.status;
    return ok();
  },
  'users.resetPassword': async (request, context) => {
    const user = userInScope(request, context, request.body.userId);
    checkUserAllowed(request, context, user);
    user.password = await hashPassword(String(request.body.password));
    return ok();
  },

  ...standardEndpoints('roles', roles),
  'roles.get': (request, context) => ok(roles.present(roleInScope(request, context, request.params.id), context)),
  'roles.create': (request, context) => {
    if (isAdminRoleKey(request.body.roleKey)) throw new ApiError(500, 'protect.adminKeyReserved');
    checkMenusGrantable(request, context, request.body.menuIds);
    checkModulesGrantable(request, context, request.body.modules);
    return roles.create(request, context);
  },
  'roles.update': (request, context) => {
    const role = checkRoleWrite(request, context, request.body.roleId);
    checkRoleVersion(role, request.body);
    return roles.update({ ...request, body: { ...request.body, version: nextRoleVersion(role) } }, context);
  },
  'roles.remove': (request, context) => {
    for (const id of ids(request.params.id)) checkRoleAllowed(roleInScope(request, context, id));
    return roles.remove(request, context);
  },
  'roles.allocatedUsers': (request, context) => roleUsers(request, true, context),
  'roles.unallocatedUsers': (request, context) => roleUsers(request, false, context),
  'roles.selectUsers': (request, context) => {
    const userIds = ids(request.query.userIds);
    notSelf(request, userIds);
    setRole(request, context, String(request.query.roleId), userIds, true);
    return ok();
  },
  'roles.cancelUser': (request, context) => {
    notSelf(request, [String(request.body.userId)]);
    setRole(request, context, String(request.body.roleId), [String(request.body.userId)], false);
    return ok();
  },
  'roles.cancelUsers': (request, context) => {
    const userIds = ids(request.query.userIds);
    notSelf(request, userIds);
    setRole(request, context, String(request.query.roleId), userIds, false);
    return ok();
  },
  'roles.export': (request, context) => new BlobReply('roles.csv', CSV_TYPE, toCsv(roles.query(request, context), ['roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'dataScope', 'createTime'])),
  'roles.changeStatus': (request, context) => {
    const role = checkRoleWrite(request, context, request.body.roleId);
    Object.assign(role, { status: request.body.status, version: nextRoleVersion(role) });
    return ok();
  },
  'roles.dataScope': (request, context) => {
    const { body } = request;
    const role = checkRoleWrite(request, context, body.roleId);
    checkRoleVersion(role, body);
    Object.assign(role, { dataScope: body.dataScope, deptIds: Array.isArray(body.deptIds) ? body.deptIds : [], version: nextRoleVersion(role) });
    return ok();
  },
  'roles.deptTree': (request, context) => {
    const role = roleInScope(request, context, request.params.id);
    return { ...ok(), checkedKeys: Array.isArray(role.deptIds) ? role.deptIds : [], depts: deptTree(request, context) };
  },

  'depts.treeSelect': (request, context) => ok(deptTree(request, context)),
  'depts.list': depts.listAll,
  'depts.listAll': depts.listAll,
  'depts.create': (request, context) => {
    checkDeptInScope(request, context, request.body.parentId);
    // SysDeptServiceImpl:216-219: no department is added under a disabled one.
    const parent = context.store.collection('depts').find((d) => String(d.deptId) === String(request.body.parentId));
    if (parent && parent.status !== '0') throw new ApiError(500, RUOYI_KEYS.deptParentDisabled, {}, 'parentId');
    return depts.create(request, context);
  },
  /** A department never moves under itself or its own descendant: the tree would lose both (a cycle has no root). */
  'depts.update': (request, context) => {
    const { deptId, parentId } = request.body;
    if (parentId !== undefined) {
      if (String(parentId) === String(deptId)) throw new ApiError(500, 'dept.ownParent', {}, 'parentId');
      if (descendantsOf(context.store.collection('depts'), 'deptId', 'parentId', deptId).has(String(parentId))) throw new ApiError(500, 'dept.underDescendant', {}, 'parentId');
    }
    checkDeptInScope(request, context, parentId);
    return depts.update(request, context);
  },
  'depts.remove': depts.remove,

  'menus.list': menus.listAll,
  'menus.create': (request, context) => {
    checkPermsGrantable(request, context, request.body.perms);
    return menus.create(request, context);
  },
  'menus.update': (request, context) => {
    checkPermsGrantable(request, context, request.body.perms);
    return menus.update(request, context);
  },
  'menus.remove': menus.remove,
  'menus.roleMenuTree': (request, context) => {
    const role = roleInScope(request, context, request.params.id);
    return { ...ok(), checkedKeys: Array.isArray(role.menuIds) ? role.menuIds : [], menus: nest(context.store.collection('menus'), 'menuId', 'parentId', treeNode('menuId', 'menuName')) };
  },

  'notices.list': notices.list,
  'notices.create': (request, context) => notices.create({ ...request, body: { ...request.body, createBy: requireSession(request.session).user.userName } }, context),
  'notices.update': notices.update,
  'notices.remove': notices.remove,
  'notices.send': (request, context) => {
    const notice = notices.find(request, context, request.body.noticeId);
    if (notice.status !== '0') throw new ApiError(500, 'notice.closed');
    notice.readBy = [];
    return ok();
  },
  /** The message centre: open notices with the caller's read state (`read` '0' unread, '1' read filters them). */
  'notices.mine': (request, context) => {
    const userName = String(requireSession(request.session).user.userName);
    const { read, ...query } = request.query;
    const hasRead = (notice: Row) => Array.isArray(notice.readBy) && notice.readBy.includes(userName);
    const open = notices.query({ ...request, query: { ...query, status: '0' } }, context).filter((notice) => read === undefined || read === '' || hasRead(notice) === (read === '1'));
    return paginate(open, request, (notice) => ({ ...notices.present(notice, context), read: hasRead(notice) }));
  },
  'notices.read': (request, context) => {
    const notice = notices.find(request, context, request.params.id);
    if (notice.status !== '0') throw new ApiError(500, 'notice.notOpen');
    markRead([notice], String(requireSession(request.session).user.userName));
    return ok();
  },
  'notices.readAll': (request, context) => {
    markRead(context.store.collection('notices').filter((n) => n.status === '0'), String(requireSession(request.session).user.userName));
    return ok();
  },
  /** Unread (status 0) or read (status 1) count of open notices for the signed-in user. */
  'notices.unreadCount': ({ session, body }, context) => {
    const userName = String(requireSession(session).user.userName);
    const open = context.store.collection('notices').filter((n) => n.status === '0');
    const read = open.filter((n) => Array.isArray(n.readBy) && n.readBy.includes(userName)).length;
    return ok(String(body.status) === '1' ? read : open.length - read);
  },
};
