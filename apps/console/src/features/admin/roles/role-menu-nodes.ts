import type { Menu } from '@vigil/sdk';
import type { Translate } from '../../../i18n/translator';
import type { MessageKey } from '../../../i18n/zh-CN';
import { permissionWords } from '../../permissions/permission-names';
import { buildTree, type TreeNode } from '../../tree';

/** A node of the role menu tree: a menu of the backend, or a group of buttons the console made (`row` null). */
export type RoleMenuNode = TreeNode<Menu | null>;

/** Ids of the groups the console adds: never a menu id, never sent. */
const GROUP_PREFIX = 'perm-group:';
export const isPermissionGroup = (id: string): boolean => id.startsWith(GROUP_PREFIX);

interface Button {
  node: RoleMenuNode;
  /** The resource's table key and words, for a permission the table knows. */
  resource: { key: string; label: MessageKey } | null;
}

/** A button by its permission's action word (新增); one the table has no word for keeps its menu name, its permission beside it. */
function button(node: RoleMenuNode, t: Translate): Button {
  const perms = node.row?.perms ?? '';
  const words = permissionWords(perms);
  const resource = words ? { key: words.resource, label: words.resourceLabel } : null;
  if (words?.actionLabel) return { node: { ...node, label: t(words.actionLabel) }, resource };
  return { node: perms !== '' && perms !== node.label ? { ...node, hint: perms } : node, resource };
}

/**
 * The children of a node: its menus, then its buttons. Buttons that do not already sit under their page (a catalogue
 * holding the buttons of several resources) are grouped by resource under a group named by it (设备: 查询 新增 修改…).
 */
function arrange(parentId: string, parentType: Menu['menuType'] | null, children: readonly RoleMenuNode[], t: Translate): RoleMenuNode[] {
  const menus: RoleMenuNode[] = [];
  const buttons: Button[] = [];
  for (const child of children) {
    const arranged = { ...child, children: arrange(child.id, child.row?.menuType ?? null, child.children, t) };
    if (child.row?.menuType === 'F') buttons.push(button(arranged, t));
    else menus.push(arranged);
  }
  const resources = new Set(buttons.flatMap((b) => (b.resource ? [b.resource.key] : [])));
  if (parentType === 'C' && resources.size <= 1) return [...menus, ...buttons.map((b) => b.node)];
  const groups = new Map<string, RoleMenuNode>();
  const loose: RoleMenuNode[] = [];
  for (const { node, resource } of buttons) {
    if (!resource) {
      loose.push(node);
      continue;
    }
    const group = groups.get(resource.key) ?? { id: `${GROUP_PREFIX}${parentId}:${resource.key}`, label: t(resource.label), row: null, children: [] };
    group.children.push(node);
    groups.set(resource.key, group);
  }
  return [...menus, ...groups.values(), ...loose];
}

/**
 * The role dialog's menu tree from the menu list (RuoYi's menus with their types and permissions): catalogues and
 * pages by the backend's titles, buttons by their permission in the UI's language, grouped by resource.
 */
export function roleMenuNodes(menus: readonly Menu[], t: Translate): RoleMenuNode[] {
  const tree = buildTree<Menu | null>(menus, {
    id: (m) => String(m?.menuId),
    parent: (m) => (m?.parentId == null ? null : String(m.parentId)),
    label: (m) => m?.menuName ?? '',
  });
  return arrange('', null, tree, t);
}
