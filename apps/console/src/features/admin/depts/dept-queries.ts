import type { Dept, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery } from '../../list/list-types';
import { buildTree, type TreeNode } from '../../tree';
import { statusFilter } from '../roles/role-queries';

export type { Dept };

/** The query key of the department lists and trees: writes refetch them all. */
export const DEPTS_KEY = ['depts.list'] as const;

export const deptId = (d: Dept): string => String(d.deptId);
/** A department's parent id; the root's 0 names no row, so it stays a root. */
export const deptParent = (d: Dept): string | null => (d.parentId == null ? null : String(d.parentId));

/** Every department matching the search (GET /system/dept/list: name by substring, status), for the tree table. */
export async function fetchDepts(client: VigilClient, { filters }: ListQuery): Promise<ListPage<Dept>> {
  const { status, deptName } = filters;
  const { data } = await unwrap(client.depts.listAll({ ...(deptName ? { deptName } : {}), ...statusFilter(status) }));
  return { rows: data, total: data.length };
}

/** The departments as a tree (the parent picker's nodes). */
export const deptTree = (rows: readonly Dept[]): TreeNode<Dept>[] => buildTree(rows, { id: deptId, parent: deptParent, label: (d) => d.deptName });
