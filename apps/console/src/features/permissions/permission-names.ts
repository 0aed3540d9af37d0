import type { MessageKey } from '../../i18n/zh-CN';

/**
 * THE table of a button permission's words (RuoYi names its buttons 用户查询, 用户新增…): the action, the permission's
 * last segment, as a localized word; where a list action says the same word, its key serves.
 */
export const PERMISSION_ACTIONS = {
  list: 'perm.action.list',
  query: 'perm.action.query',
  add: 'list.add',
  edit: 'list.edit',
  remove: 'list.delete',
  export: 'list.export',
  import: 'list.import',
  share: 'list.share',
  send: 'perm.action.send',
  handle: 'perm.action.handle',
  freeze: 'list.freeze',
  refund: 'list.refund',
  resetPwd: 'list.resetPwd',
} as const satisfies Record<string, MessageKey>;

/**
 * The resource, the segment before the action (`{module}:device:add` → device); a whole prefix listed here wins over
 * its last segment (`system:config` is the parameters page, a module's `config` its probe settings).
 */
export const PERMISSION_RESOURCES = {
  account: 'perm.resource.account',
  alarm: 'perm.resource.alarm',
  config: 'perm.resource.config',
  contact: 'perm.resource.contact',
  data: 'perm.resource.data',
  device: 'perm.resource.device',
  instruction: 'perm.resource.instruction',
  message: 'perm.resource.message',
  personnel: 'perm.resource.personnel',
  record: 'perm.resource.record',
  workorder: 'perm.resource.workorder',
  video: 'perm.resource.video',
  linkage: 'perm.resource.linkage',
  fence: 'perm.resource.fence',
  photo: 'perm.resource.photo',
  talk: 'perm.resource.talk',
  track: 'perm.resource.track',
  user: 'perm.resource.user',
  role: 'perm.resource.role',
  menu: 'perm.resource.menu',
  dept: 'perm.resource.dept',
  dict: 'perm.resource.dict',
  notice: 'perm.resource.notice',
  file: 'perm.resource.file',
  site: 'perm.resource.site',
  storage: 'perm.resource.storage',
  product: 'perm.resource.product',
  'system:config': 'perm.resource.parameter',
} as const satisfies Record<string, MessageKey>;

export interface PermissionWords {
  /** What groups the permission's buttons: the resource's table key. */
  resource: keyof typeof PERMISSION_RESOURCES;
  resourceLabel: MessageKey;
  /** The action's word, or null for an action the table does not know. */
  actionLabel: MessageKey | null;
}

const has = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/**
 * The words of a button permission (`house:device:add`, `system:user:resetPwd`); null for one whose resource the
 * table does not know (a backend's own button), which is shown by its menu name with the raw string beside it.
 * Of several permissions (`a:b:c,a:b:d`) the first names the button.
 */
export function permissionWords(perms: string | null | undefined): PermissionWords | null {
  const first = perms?.split(',')[0]?.trim() ?? '';
  const segments = first.split(':');
  if (segments.length < 2 || segments.some((segment) => segment === '')) return null;
  const action = segments.at(-1) ?? '';
  const prefix = segments.slice(0, -1).join(':');
  const last = segments.at(-2) ?? '';
  const resource = has(PERMISSION_RESOURCES, prefix) ? prefix : has(PERMISSION_RESOURCES, last) ? last : null;
  if (resource === null) return null;
  return { resource, resourceLabel: PERMISSION_RESOURCES[resource], actionLabel: has(PERMISSION_ACTIONS, action) ? PERMISSION_ACTIONS[action] : null };
}
