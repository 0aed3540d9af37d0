import type { FileItem, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery } from '../../list/list-types';

export type { FileItem };

/** The query key of the files lists (every column's). */
export const FILES_KEY = ['files.items'] as const;

/** One page of the files of `columnId` (all columns when undefined), searched by name. */
export async function fetchFiles(client: VigilClient, columnId: string | undefined, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<FileItem>> {
  const result = await unwrap(client.files.items({ ...(filters.name ? { name: filters.name } : {}), ...(columnId ? { columnId } : {}), pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}

/** The page of a document (/appfile/{id}/{name}): signed in, it opens there; anyone else needs a signed link (files.documentLink). */
export function publicPath(file: FileItem): string {
  return `/appfile/${encodeURIComponent(String(file.id))}/${encodeURIComponent(file.name)}`;
}
