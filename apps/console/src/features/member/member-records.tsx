import { deviceEndpoints } from '@vigil/sdk';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import { MessageRecordList } from '../inbox/message-record-list';
import { callPermissionsInAnyModule } from '../list/call-permissions';
import { useOwnSearch } from '../list/use-own-search';
import { usePermission } from '../permissions/use-permission';
import { TransactionList } from './transaction-list';
import { useBillActions } from './use-bill-actions';

const TABS = ['transactions', 'consumption', 'messages'] as const;
type Tab = (typeof TABS)[number];
const LABELS = { transactions: 'member.transactions', consumption: 'member.consumption', messages: 'member.messageRecords' } as const;

/**
 * The member's records as tabs, each a paged list filtered by a day range: transactions (with 确认支付 and 关闭订单 on
 * a pending recharge), consumption (the voice and SMS charges) and the message records. The open tab is in the URL
 * (`?tab=consumption`); switching starts the other list afresh.
 */
export function MemberRecords() {
  const t = useT();
  const { search, go } = useOwnSearch();
  const messages = usePermission(callPermissionsInAnyModule(deviceEndpoints.messageDetails));
  const billActions = useBillActions();
  // Every member reads their own transactions (payments.ownBills); message records need the module's permission.
  const shown = TABS.filter((tab) => tab !== 'messages' || messages);
  const asked = new URLSearchParams(search).get('tab');
  const tab: Tab | undefined = shown.find((name) => name === asked) ?? shown[0];
  if (!tab) return null;
  return (
    <Tabs value={tab} onValueChange={(next) => go(next === shown[0] ? '' : `tab=${next}`)}>
      <TabsList aria-label={t('member.records')}>
        {shown.map((name) => (
          <TabsTrigger key={name} value={name}>
            {t(LABELS[name])}
          </TabsTrigger>
        ))}
      </TabsList>
      {shown.map((name) => (
        <TabsContent key={name} value={name}>
          {tab === name && name === 'transactions' && <TransactionList actions={billActions} caption={t('member.transactions')} />}
          {tab === name && name === 'consumption' && <TransactionList type="consume" caption={t('member.consumption')} />}
          {tab === name && name === 'messages' && <MessageRecordList />}
        </TabsContent>
      ))}
    </Tabs>
  );
}
