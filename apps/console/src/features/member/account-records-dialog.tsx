import type { Account } from '@vigil/sdk';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import { TransactionList } from './transaction-list';

/** One user's transactions (payments.bills with their userId), paged and filtered in the dialog, over the accounts list. */
export function AccountRecordsDialog({ account, onClose }: { account: Account; onClose: () => void }) {
  const t = useT();
  const title = t('account.recordsTitle', { name: account.userName });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="wide" closeLabel={t('list.close')} aria-describedby={undefined} data-testid="account-records">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <TransactionList userId={String(account.userId)} stateIn="component" caption={title} />
      </DialogContent>
    </Dialog>
  );
}
