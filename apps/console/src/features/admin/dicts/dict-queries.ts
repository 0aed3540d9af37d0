import { useQuery } from '@tanstack/react-query';
import type { DictData, DictType } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery } from '../../list/list-types';
import { withCreatedRange } from '../admin-search';

export type { DictData, DictType };

/** Query keys of the two lists; dictionary writes refetch them (and every tag: DICT_QUERY_ROOT). */
export const DICT_TYPE_LIST_KEY = ['dictTypes.list'] as const;
export const DICT_DATA_LIST_KEY = ['dictData.list'] as const;


/** One page of dictionary types (GET /system/dict/type/list). */
export async function fetchDictTypePage({ filters, pageNum, pageSize }: ListQuery): Promise<ListPage<DictType>> {
  const result = await unwrap(fullClient.dictTypes.list({ ...withCreatedRange(filters), pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}

/** One page of one type's values (GET /system/dict/data/list?dictType=…), in sort order. */
export async function fetchDictDataPage(dictType: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<DictData>> {
  const applied = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const result = await unwrap(fullClient.dictData.list({ ...applied, dictType, pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}

/** The dictionary type of the data page (GET /system/dict/type/{dictId}). */
export function useDictTypeById(dictId: string) {
  return useQuery({
    queryKey: [...DICT_TYPE_LIST_KEY, 'byId', dictId],
    queryFn: async () => (await unwrap(fullClient.dictTypes.get({ id: dictId }))).data,
  });
}
