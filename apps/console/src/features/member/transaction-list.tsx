import type { Transaction } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import { useDateTime } from '../format/use-date-time';
import type { ListAction, ListQuery } from '../list/list-types';
import { ListView } from '../list/list-view';
import { useList } from '../list/use-list';
import { BILLS_KEY } from './member-keys';
import { transactionColumns } from './transaction-columns';
import { TIME_RANGE_FIELDS, timeRange } from './transaction-search';
import { useYuan } from '../format/use-yuan';

export interface TransactionListProps {
  /** Only this type (`consume` for the consumption records); default every type. */
  type?: 'consume';
  /** Whose records: a user's (the administrator's view), or without it the signed-in member's own. */
  userId?: string | undefined;
  /** The list's state in the URL (a page's own list) or in the component (a list inside a dialog). */
  stateIn?: 'url' | 'component';
  actions?: readonly ListAction<Transaction>[];
  caption: string;
}

/**
 * Fetches one page of transactions, newest first, of a type and a day range: a user's (payments.bills, the
 * administrator's view) or the signed-in member's own (payments.ownBills, which needs only a session).
 */
const fetchTransactions = (userId: string | undefined, type: 'consume' | undefined) => async ({ filters, pageNum, pageSize }: ListQuery) => {
  const query = { ...(type ? { type } : {}), ...timeRange(filters), pageNum, pageSize };
  const result = await unwrap(userId ? fullClient.payments.bills({ ...query, userId }) : fullClient.payments.ownBills(query));
  return { rows: result.rows, total: result.total };
};

/** Paged transactions (mode, amount, type, description, number, result as a tag, time), filtered by a day range. */
export function TransactionList({ type, userId, stateIn = 'url', actions, caption }: TransactionListProps) {
  const t = useT();
  const yuan = useYuan();
  const time = useDateTime();
  const list = useList<Transaction>({ stateIn, queryKey: [...BILLS_KEY, type ?? 'all', userId ?? 'own'], fields: TIME_RANGE_FIELDS, fetchPage: fetchTransactions(userId, type) });
  const columns = useMemo(() => transactionColumns(t, yuan, time), [t, yuan, time]);
  return <ListView list={list} fields={TIME_RANGE_FIELDS} columns={columns} actions={actions} getRowId={(r) => String(r.id ?? r.number)} rowName={(r) => r.number} caption={caption} />;
}
