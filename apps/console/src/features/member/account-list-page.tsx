import { type Account, paymentEndpoints } from '@vigil/sdk';
import { useMemo, useState } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { AdminPage } from '../admin/admin-page';
import { useYuan } from '../format/use-yuan';
import { adminPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { ListView } from '../list/list-view';
import { pageOf } from '../list/page-of';
import { useServerList } from '../list/use-server-list';
import { accountColumns } from './account-columns';
import { AccountRecordsDialog } from './account-records-dialog';
import { ACCOUNT_SEARCH_FIELDS } from './account-search';
import { ACCOUNTS_KEY } from './member-keys';
import { useAccountMoney } from './use-account-money';

/**
 * /account/account (member:account:list), the administrator's view of every member account: searched by user name and
 * phone; per row refund, freeze and thaw (the member centre's dialog, same rules, guarded) and 交易记录 (that user's
 * transactions, where every change shows up).
 */
export default function AccountListPage({ route }: PageProps) {
  const t = useT();
  const yuan = useYuan();
  const columns = useMemo(() => accountColumns(yuan), [yuan]);
  const money = useAccountMoney();
  const [records, setRecords] = useState<Account | null>(null);
  const list = useServerList<Account>({
    queryKey: ACCOUNTS_KEY,
    fields: ACCOUNT_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.payments.accounts),
  });
  const showRecords: ListAction<Account> = { id: 'records', placement: 'row', permissions: adminPermissions(paymentEndpoints.bills), run: ([row]) => setRecords(row ?? null) };
  return (
    <AdminPage route={route} kind="adminAccounts">
      <ListView list={list} fields={ACCOUNT_SEARCH_FIELDS} columns={columns} actions={[...money.rowActions, showRecords]} getRowId={(r) => String(r.userId)} rowName={(r) => r.userName} caption={t('account.table')} />
      {money.element}
      {records && <AccountRecordsDialog account={records} onClose={() => setRecords(null)} />}
    </AdminPage>
  );
}
