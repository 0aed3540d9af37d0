import type { Account } from '@vigil/sdk';
import type { ListColumn } from '../list/list-types';

/** The accounts' columns: user id, user name, phone, balance and frozen amount (yuan). */
export function accountColumns(yuan: (value: unknown) => string): ListColumn<Account>[] {
  return [
    { id: 'userId', label: 'account.userId', cell: (r) => String(r.userId) },
    { id: 'userName', label: 'account.userName', cell: (r) => r.userName },
    { id: 'phone', label: 'account.phone', cell: (r) => <span className="font-mono">{r.phone || '—'}</span> },
    { id: 'balance', label: 'member.balance', cell: (r) => <span className="tabular-nums" data-testid="account-balance">{yuan(r.balance)}</span> },
    { id: 'frozenAmount', label: 'member.frozen', cell: (r) => <span className="tabular-nums" data-testid="account-frozen">{yuan(r.frozenAmount)}</span> },
  ];
}
