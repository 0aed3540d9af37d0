import type { FileColumn, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, SearchField } from '../../list/list-types';
import { buildTree, type TreeNode } from '../../tree';

export type { FileColumn };

/** The query key of the column tree: the columns page and the files page's column picker share it. */
export const COLUMN_TREE_KEY = ['files.columnTree'] as const;

/** The columns page's search form: the title (substring). */
export const COLUMN_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'title', label: 'fileAdmin.columnTitle', kind: 'text' }];

/** Every column of the tree answer (`files.columnTree`), each parent before its children. */
export function columnRows(tree: readonly FileColumn[]): FileColumn[] {
  return tree.flatMap(({ children, ...column }) => [column, ...columnRows(children ?? [])]);
}

/** A column's parent id, or null at the top (`parentId` 0, null or absent). */
export function columnParent(column: FileColumn): string | null {
  const parent = column.parentId;
  return parent === undefined || parent === null || String(parent) === '0' ? null : String(parent);
}

/**
 * All columns as one "page" (the tree table has no pager), or those whose title contains `title` (the tree call takes
 * no filter, so the search runs here; a match whose parent is filtered out shows at the top level).
 */
export async function fetchColumns(client: VigilClient, title = ''): Promise<ListPage<FileColumn>> {
  const needle = title.trim().toLocaleLowerCase();
  const rows = columnRows((await unwrap(client.files.columnTree())).data).filter((c) => c.title.toLocaleLowerCase().includes(needle));
  return { rows, total: rows.length };
}

/** The columns as tree nodes (title as label), nested by parent: the pickers' tree. */
export function columnTree(columns: readonly FileColumn[]): TreeNode<FileColumn>[] {
  return buildTree(columns, { id: (c) => String(c.id), parent: columnParent, label: (c) => c.title });
}
