import type { Account } from '@vigil/sdk';
import { Button, Panel } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import { AuthButton } from '../permissions/auth-button';
import type { MoneyAction } from './account-money-form';
import { MONEY_PERMISSIONS } from './use-account-money';
import { useYuan } from '../format/use-yuan';

export interface BalanceCardProps {
  account: Account | null;
  onRecharge: () => void;
  onMoney: (action: MoneyAction, account: Account) => void;
}

const MONEY_ACTIONS: readonly MoneyAction[] = ['refund', 'freeze', 'thaw'];
const MONEY_LABELS = { refund: 'list.refund', freeze: 'list.freeze', thaw: 'list.thaw' } as const;

function Amount({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value ?? '—'}
      </dd>
    </div>
  );
}

/** The account's balance and frozen amount in yuan, with 充值 and the guarded refund, freeze and thaw. */
export function BalanceCard({ account, onRecharge, onMoney }: BalanceCardProps) {
  const t = useT();
  const yuan = useYuan();
  return (
    <Panel title={t('member.account')} hideTitle gap="lg" className="sm:grid-cols-[1fr_auto] sm:items-end">
      <dl className="flex flex-wrap gap-x-12 gap-y-3">
        <Amount label={t('member.balance')} value={account && yuan(account.balance)} testId="member-balance" />
        <Amount label={t('member.frozen')} value={account && yuan(account.frozenAmount)} testId="member-frozen" />
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={onRecharge} data-testid="member-recharge">
          {t('member.recharge')}
        </Button>
        {account &&
          MONEY_ACTIONS.map((action) => (
            <AuthButton key={action} permissions={MONEY_PERMISSIONS[action]} variant="outline" data-action={action} onClick={() => onMoney(action, account)}>
              {t(MONEY_LABELS[action])}
            </AuthButton>
          ))}
      </div>
    </Panel>
  );
}
