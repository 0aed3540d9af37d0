import { useQuery } from '@tanstack/react-query';
import type { DictData } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';

/** The first element of every dictionary query's key: refetch them all after a dictionary write. */
export const DICT_QUERY_ROOT = 'dictData.byType';

/** The query key of one dictionary's values. */
export function dictQueryKey(type: string) {
  return [DICT_QUERY_ROOT, type] as const;
}

/** Dictionaries change rarely: one fetch per type serves every tag of the session until a write refetches it. */
const DICT_STALE_MS = 5 * 60_000;

/**
 * The enabled values of dictionary `type` in sort order (GET /system/dict/data/type/{type}), fetched once and
 * cached per type, as RuoYi's `useDict` does. `data` is undefined while loading and when the call fails.
 */
export function useDict(type: string) {
  return useQuery(dictQuery(type));
}

/** The query of dictionary `type`'s values: what `useDict` reads and a route prefetches (features/modules/route-data). */
export function dictQuery(type: string) {
  return {
    queryKey: dictQueryKey(type),
    queryFn: async (): Promise<DictData[]> => (await unwrap(fullClient.dictData.byType({ dictType: type }))).data,
    staleTime: DICT_STALE_MS,
  };
}

/** The value of `items` whose key value is `value` (compared as text: a number 0 matches '0'). */
export function dictItem(items: readonly DictData[] | undefined, value: unknown): DictData | undefined {
  if (value === null || value === undefined) return undefined;
  return items?.find((item) => item.dictValue === String(value));
}
