import type { FailureResponse } from '@vigil/sdk/client';
import { unwrap } from '../data/unwrap';
import type { ListPage, ListQuery } from './list-types';

/**
 * A list's `fetchPage` from an sdk list call: the list's filters (and `fixed` fields, e.g. the product) with its page
 * and page size; a refusal throws for the list's error state.
 */
export function pageOf<Input, Row>(call: (input: Input) => Promise<{ code: number; rows: Row[]; total: number } | FailureResponse>, fixed: Partial<Input> = {}) {
  return async ({ filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Row>> => {
    const { rows, total } = await unwrap(call({ ...filters, ...fixed, pageNum, pageSize } as Input));
    return { rows, total };
  };
}
