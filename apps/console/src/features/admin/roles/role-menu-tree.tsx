import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@vigil/ui';
import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { unwrap } from '../../data/unwrap';
import { buildTree, CheckTree, fromTreeSelect, halfCheckedIds, settleChecked, type TreeNode } from '../../tree';

/** The ticked menus of the dialog and whether parent–child linkage is on (RuoYi's 父子联动). */
export interface MenuChoice {
  checked: ReadonlySet<string>;
  linked: boolean;
}

interface MenuTree {
  nodes: TreeNode<unknown>[];
  stored: string[];
}

/** Every menu as a tree (a new role, RuoYi's /menu/treeselect), or the role's tree with its stored menus (roleMenuTreeselect). */
async function fetchMenuTree(roleId: string | number | null): Promise<MenuTree> {
  if (roleId === null) {
    const { data } = await unwrap(fullClient.menus.list({}));
    const nodes = buildTree(data, { id: (m) => String(m.menuId), parent: (m) => (m.parentId == null ? null : String(m.parentId)), label: (m) => m.menuName });
    return { nodes, stored: [] };
  }
  const answer = await unwrap(fullClient.menus.roleMenuTree({ id: roleId }));
  return { nodes: fromTreeSelect(answer.menus), stored: answer.checkedKeys.map(String) };
}

/**
 * The menus of the role dialog: the tree, the ticks it starts with (the stored menus, a parent ticked only when all
 * its children are) and the body part to send: the ticked menus and, with linkage, their half-ticked parents.
 */
export function useMenuChoice(roleId: string | number | null) {
  const query = useQuery({ queryKey: ['roles.menuTree', roleId], queryFn: () => fetchMenuTree(roleId), gcTime: 0 });
  const nodes = useMemo(() => query.data?.nodes ?? [], [query.data]);
  const initial = useMemo<MenuChoice>(() => ({ checked: settleChecked(nodes, query.data?.stored ?? []), linked: true }), [nodes, query.data]);
  return {
    nodes,
    loading: query.isPending,
    initial,
    /** Nothing while the tree is loading (an edit then keeps the stored menus). */
    body: (choice: MenuChoice) =>
      query.data ? { menuIds: [...choice.checked, ...(choice.linked ? halfCheckedIds(nodes, choice.checked) : [])] } : {},
  };
}

export interface RoleMenuTreeProps {
  nodes: readonly TreeNode<unknown>[];
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
