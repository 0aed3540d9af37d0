import { endpointPermissions, isModuleCode, MODULE_PLACEHOLDER, SITE_ROUTES } from '@vigil/sdk';
import { knownPasswordHash } from '../passwords';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { DAY, type SeedModule, pastTime } from './context';
import { MODULES } from './modules';
import { PEOPLE } from './names';
import { both } from '../i18n/locale';
import type { Localized } from '../i18n/messages';

const TABLE_TAGS = [...new Set(Object.values(endpointPermissions()).flatMap(({ permission }) => (permission ? [permission] : [])))];
const MODULE_PREFIX = `${MODULE_PLACEHOLDER}:`;

/** Button permissions every product module's menu carries (`house:device:list`…): each `{module}:` tag of the sdk table, plus the device page's add/remove. */
const ACTIONS = [...new Set(['device:list', 'device:add', 'device:edit', 'device:remove', ...TABLE_TAGS.filter((tag) => tag.startsWith(MODULE_PREFIX)).map((tag) => tag.slice(MODULE_PREFIX.length))])];
/** The administration tags of the sdk table (`system:user:add`, `member:account:refund`…), carried by the user module's buttons. */
const ADMIN_TAGS = TABLE_TAGS.filter((tag) => !tag.startsWith(MODULE_PREFIX) && !MODULES.some((m) => m.code !== 'user' && tag.startsWith(`${m.code}:`)));
/** Tags of one product module's own calls (`hat:fence:list`): that module's buttons carry them. */
const ownTags = (code: string) => TABLE_TAGS.filter((tag) => tag.startsWith(`${code}:`));
/** The site calls' tags (`system:site:list`…): a module with site pages (the sdk's SITE_ROUTES) carries them too. */
const SITE_TAGS = TABLE_TAGS.filter((tag) => tag.startsWith('system:site:'));
const siteTags = (code: string) => (isModuleCode(code) && SITE_ROUTES[code] ? SITE_TAGS : []);

export const ADMIN = { userName: 'admin', password: 'admin123' } as const;
export const OPERATOR = { userName: 'operator', password: 'operator123' } as const;

/** Departments, roles, menus (from the module table) and users, including the two seeded accounts. */
export const seedOrganisation: SeedModule = (context) => {
  const { random, epoch, text } = context;
  const created = formatTime(epoch - 400 * DAY);

  const depts: Row[] = [];
  const addDept = (name: Localized, parentId: number, ancestors: string, orderNum: number): number => {
    const deptId = context.id();
    depts.push({ deptId, parentId, ancestors, deptName: text(name), orderNum, leader: text(random.pick(PEOPLE).name), phone: phone(context), email: '', status: '0', delFlag: '0', createTime: created });
    return deptId;
  };
  const root = addDept(both('维吉尔安全科技', 'Vigil Safety Technology'), 0, '0', 0);
  const ops = addDept(both('运维中心', 'Operations'), root, `0,${root}`, 1);
  const east = addDept(both('华东运维组', 'East team'), ops, `0,${root},${ops}`, 1);
  addDept(both('华南运维组', 'South team'), ops, `0,${root},${ops}`, 2);
  const sales = addDept(both('市场部', 'Sales'), root, `0,${root}`, 2);
  addDept(both('财务部', 'Finance'), root, `0,${root}`, 3);

  const menus: Row[] = [];
  const houseMenuIds: number[] = [];
  MODULES.forEach((module, moduleIndex) => {
    const catalogueId = context.id();
    const own: number[] = [catalogueId];
    menus.push(menu(catalogueId, 0, moduleIndex + 1, 'M', text(module.title), `/${module.code}`, 'Layout', '', module.icon, false, module.code, created));
    module.routes.forEach((route, routeIndex) => {
      const menuId = context.id();
      own.push(menuId);
      const component = `${route.path.replace(/^\//, '').replace(/\/:.*$/, '/data')}/index`;
      menus.push(menu(menuId, catalogueId, routeIndex + 1, 'C', text(route.title), route.path, component, '', module.icon, route.hidden, module.code, created));
    });
    const buttons = module.code === 'user' ? ADMIN_TAGS.map((tag) => [tag, tag]) : [...ACTIONS.map((action) => [action, `${module.code}:${action}`]), ...ownTags(module.code).map((tag) => [tag, tag]), ...siteTags(module.code).map((tag) => [tag, tag])];
    buttons.forEach(([name = '', perms = ''], actionIndex) => {
      const menuId = context.id();
      own.push(menuId);
      menus.push(menu(menuId, catalogueId, 100 + actionIndex, 'F', name, '', '', perms, '#', false, module.code, created));
    });
    if (module.code === 'house') houseMenuIds.push(...own);
  });

  const adminRoleId = context.id();
  const operatorRoleId = context.id();
  const viewerRoleId = context.id();
  const roles: Row[] = [
    { roleId: adminRoleId, roleName: text(both('超级管理员', 'Administrator')), roleKey: 'admin', roleSort: 1, status: '0', dataScope: '1', menuCheckStrictly: true, deptCheckStrictly: true, menuIds: menus.map((m) => m.menuId), deptIds: [], modules: MODULES.map((m) => m.code), remark: text(both('全部权限', 'All permissions')), createTime: created },
    { roleId: operatorRoleId, roleName: text(both('运维人员', 'Operator')), roleKey: 'operator', roleSort: 2, status: '0', dataScope: '4', menuCheckStrictly: true, deptCheckStrictly: true, menuIds: houseMenuIds, deptIds: [], modules: ['house'], remark: text(both('仅家用报警模块', 'Home alarm module only')), createTime: created },
    { roleId: viewerRoleId, roleName: text(both('访客', 'Viewer')), roleKey: 'viewer', roleSort: 3, status: '0', dataScope: '5', menuCheckStrictly: true, deptCheckStrictly: true, menuIds: [], deptIds: [], modules: [], remark: '', createTime: created },
  ];

  const users: Row[] = [
    user(context, ADMIN.userName, ADMIN.password, text(both('管理员', 'Administrator')), root, [adminRoleId], MODULES.map((m) => m.code), created),
    user(context, OPERATOR.userName, OPERATOR.password, text(both('运维员', 'Operator')), east, [operatorRoleId], ['house'], created),
  ];
  PEOPLE.forEach((person, index) => {
    users.push(user(context, person.login, 'vigil123', text(person.name), random.pick([ops, east, sales]), [index % 3 === 0 ? viewerRoleId : operatorRoleId], ['house'], formatTime(pastTime(context, 300))));
  });
  const disabled = users[users.length - 1];
  if (disabled) disabled.status = '1';

  return { collections: { depts, menus, roles, users } };
};

function menu(menuId: number, parentId: number, orderNum: number, menuType: 'M' | 'C' | 'F', menuName: string, path: string, component: string, perms: string, icon: string, hidden: boolean, module: string, createTime: string): Row {
  return { menuId, parentId, orderNum, menuType, menuName, path, component, perms, icon, visible: hidden ? '1' : '0', status: '0', isFrame: '1', isCache: '0', module, createTime };
}

function user(context: Parameters<SeedModule>[0], userName: string, password: string, nickName: string, deptId: number, roleIds: number[], modules: string[], createTime: string): Row {
  return {
    userId: context.id(),
    userName,
    nickName,
    password: knownPasswordHash(password),
    deptId,
    roleIds,
    modules,
    sex: context.random.pick(['0', '1', '2']),
    phonenumber: phone(context),
    email: `${userName}@vigil.example`,
    status: '0',
    delFlag: '0',
    avatar: '',
    loginIp: '127.0.0.1',
    createTime,
    remark: '',
  };
}

export function phone(context: Parameters<SeedModule>[0]): string {
  return `1${context.random.pick(['3', '5', '8'])}${String(context.random.int(0, 999_999_999)).padStart(9, '0')}`;
}
