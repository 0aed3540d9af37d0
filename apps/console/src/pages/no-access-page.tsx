import { Button } from '@vigil/ui';
import { useLocation } from 'wouter';
import type { PageProps } from '../app/pages';
import { settings } from '../app/services';
import { useT } from '../i18n/use-t';

/**
 * A module route opened by URL that the user's menus do not grant (/getRouters, page permission): said plainly, with
 * the way back to the product chooser, rather than an empty frame whose every call is refused. Leaving goes through
 * the main menu (spec §2: it forgets the module and the stored routes).
 */
export default function NoAccessPage({ route }: PageProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const title = route ? t(route.title) : t('route.notFound');
  return (
    <main data-testid="no-access" className="flex min-h-screen flex-col items-center justify-center gap-3 bg-background p-8 text-center text-foreground">
      <h1 className="text-xl font-semibold">{t('noAccess.heading')}</h1>
      <p className="text-muted-foreground">{t('noAccess.text', { title })}</p>
      <Button
        data-testid="no-access-back"
        className="mt-2"
        onClick={() => {
          settings.clearModule();
          navigate('/');
        }}
      >
        {t('noAccess.back')}
      </Button>
    </main>
  );
}
