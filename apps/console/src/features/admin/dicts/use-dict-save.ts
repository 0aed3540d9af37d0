import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useAfterSave } from '../../data/use-after-save';
import { DICT_QUERY_ROOT } from '../../dicts';

/** useAfterSave for dictionary writes: after a success the list under `listKey` and every dictionary tag refetch. */
export function useDictSave(listKey: QueryKey) {
  const afterSave = useAfterSave(listKey);
  const queryClient = useQueryClient();
  return async <Result extends { code: number }>(call: Promise<Result>, success: Parameters<typeof afterSave>[1]): Promise<Result> => {
    const result = await afterSave(call, success);
    if (result.code === 200) await queryClient.invalidateQueries({ queryKey: [DICT_QUERY_ROOT] });
    return result;
  };
}
