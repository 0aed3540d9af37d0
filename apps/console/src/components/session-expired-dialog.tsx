import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@vigil/ui';
import { useSnapshot } from 'valtio';
import { resetSessions } from '../app/api';
import { session, ui } from '../app/services';
import { useT } from '../i18n/use-t';

const close = () => {
  ui.sessionExpiredOpen = false;
};

/** Staying on the page: the next expired call may ask again (the sdk shows one prompt per burst). */
const dismiss = () => {
  close();
  resetSessions();
};

/** Spec §8 code 401: one "system prompt" dialog; confirm logs out and reloads, cancel just closes. */
export default function SessionExpiredDialog({ reload = () => location.reload() }: { reload?: () => void }) {
  const t = useT();
  const { sessionExpiredOpen } = useSnapshot(ui);
  return (
    <Dialog open={sessionExpiredOpen} onOpenChange={(open) => (open ? undefined : dismiss())}>
      <DialogContent role="alertdialog" closeLabel={t('layout.close')} size="md">
        <DialogHeader>
          <DialogTitle>{t('session.title')}</DialogTitle>
          <DialogDescription>{t('session.expired')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" data-testid="session-cancel" onClick={dismiss}>
            {t('session.cancel')}
          </Button>
          <Button
            data-testid="session-relogin"
            onClick={() => {
              close();
              session.clear();
              reload();
            }}
          >
            {t('session.relogin')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
