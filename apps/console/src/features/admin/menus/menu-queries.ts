import type { Menu, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery } from '../../list/list-types';
import { buildTree, type TreeNode } from '../../tree';
import { statusFilter } from '../roles/role-queries';

export type { Menu };

/** The query key of the menu lists and trees: writes refetch them all (and the roles' menu trees read them fresh). */
export const MENUS_KEY = ['menus.list'] as const;

export const menuId = (m: Menu): string => String(m.menuId);
/** A menu's parent id; 0 (主类目) names no row, so a top menu is a root. */
export const menuParent = (m: Menu): string | null => (m.parentId == null ? null : String(m.parentId));

/** Every menu matching the search (POST /system/menu/list: name by substring, status), for the tree table. */
export async function fetchMenus(client: VigilClient, { filters }: ListQuery): Promise<ListPage<Menu>> {
  const { status, menuName } = filters;
  const { data } = await unwrap(client.menus.list({ ...(menuName ? { menuName } : {}), ...statusFilter(status) }));
  return { rows: data, total: data.length };
}

export const menuTree = (rows: readonly Menu[]): TreeNode<Menu>[] => buildTree(rows, { id: menuId, parent: menuParent, label: (m) => m.menuName });
