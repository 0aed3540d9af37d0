import { useQuery } from '@tanstack/react-query';
import type { Menu } from '@vigil/sdk';
import { Spinner } from '@vigil/ui';
import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { unwrap } from '../../data/unwrap';
import { CheckTree, halfCheckedIds, settleChecked } from '../../tree';
import { isPermissionGroup, type RoleMenuNode, roleMenuNodes } from './role-menu-nodes';

/** The ticked menus of the dialog and whether parent–child linkage is on (RuoYi's 父子联动). */
export interface MenuChoice {
  checked: ReadonlySet<string>;
  linked: boolean;
}

interface MenuTree {
  menus: Menu[];
  stored: string[];
}

/**
 * Every menu with its type and permission (RuoYi's /menu/list, the tree a role picks from), and for a role its stored
 * menus (roleMenuTreeselect's checkedKeys; its tree has the titles only, not the permissions that name the buttons).
 */
async function fetchMenuTree(roleId: string | number | null): Promise<MenuTree> {
  const [list, role] = await Promise.all([unwrap(fullClient.menus.list({})), roleId === null ? null : unwrap(fullClient.menus.roleMenuTree({ id: roleId }))]);
  return { menus: list.data, stored: role ? role.checkedKeys.map(String) : [] };
}

/**
 * The menus of the role dialog: the tree (buttons named and grouped in the UI's language, `roleMenuNodes`), the
 * ticks it starts with (the stored menus, a parent ticked only when all its children are) and the body part to send:
 * the ticked menus and, with linkage, their half-ticked parents; never a group the console made.
 */
export function useMenuChoice(roleId: string | number | null) {
  const t = useT();
  const query = useQuery({ queryKey: ['roles.menuTree', roleId], queryFn: () => fetchMenuTree(roleId), gcTime: 0 });
  const nodes = useMemo(() => roleMenuNodes(query.data?.menus ?? [], t), [query.data, t]);
  const initial = useMemo<MenuChoice>(() => ({ checked: settleChecked(nodes, query.data?.stored ?? []), linked: true }), [nodes, query.data]);
  return {
    nodes,
    loading: query.isPending,
    initial,
    /** Nothing while the tree is loading (an edit then keeps the stored menus). */
    body: (choice: MenuChoice) =>
      query.data ? { menuIds: [...choice.checked, ...(choice.linked ? halfCheckedIds(nodes, choice.checked) : [])].filter((id) => !isPermissionGroup(id)) } : {},
  };
}

export interface RoleMenuTreeProps {
  nodes: readonly RoleMenuNode[];
  loading: boolean;
  choice: MenuChoice;
  onChange: (choice: MenuChoice) => void;
}

/** The role form's 菜单权限 field: the menu check tree with expand/collapse all, select all/none and linkage. */
export function RoleMenuTree({ nodes, loading, choice, onChange }: RoleMenuTreeProps) {
  const t = useT();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('role.menus')}</legend>
      {loading ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <CheckTree
          nodes={nodes}
          checked={choice.checked}
          onCheckedChange={(checked) => onChange({ ...choice, checked })}
          linked={choice.linked}
          onLinkedChange={(linked) => onChange({ ...choice, linked })}
          aria-label={t('role.menus')}
        />
      )}
    </fieldset>
  );
}
