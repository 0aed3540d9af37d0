import type { Storage, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery, SearchField } from '../../list/list-types';

export type { Storage };

export const STORAGE_KEY = ['cloud-storage'] as const;

/** Cloud storage's search form: the user's account (the backend matches a substring). */
export const STORAGE_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'userName', label: 'storage.userName', kind: 'text' }];

/** One page of every user's storage (GET /storage/list). */
export async function fetchStoragePage(client: VigilClient, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Storage>> {
  const result = await unwrap(client.storage.list({ ...filters, pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}
