import { ConfirmDialog } from '@vigil/ui';
import { useSnapshot } from 'valtio';
import { resetSessions } from '../app/api';
import { session, ui } from '../app/services';
import { useT } from '../i18n/use-t';

/** Spec §8 code 401: one "system prompt" dialog; confirm logs out and reloads, cancel just closes. */
export default function SessionExpiredDialog({ reload = () => location.reload() }: { reload?: () => void }) {
  const t = useT();
  const { sessionExpiredOpen } = useSnapshot(ui);
  return (
    <ConfirmDialog
      open={sessionExpiredOpen}
      onOpenChange={(open) => {
        ui.sessionExpiredOpen = open;
      }}
      title={t('session.title')}
      description={t('session.expired')}
      confirmLabel={t('session.relogin')}
      cancelLabel={t('session.cancel')}
      closeLabel={t('layout.close')}
      onConfirm={() => {
        session.clear();
        reload();
      }}
      // Staying on the page: the next expired call may ask again (the sdk shows one prompt per burst).
      onCancel={resetSessions}
      confirmButtonProps={{ 'data-testid': 'session-relogin' }}
      cancelButtonProps={{ 'data-testid': 'session-cancel' }}
    />
  );
}
