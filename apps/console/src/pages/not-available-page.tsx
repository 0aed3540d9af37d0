import type { PageProps } from '../app/pages';
import { BackHomeLink } from '../components/back-home-link';
import { useT } from '../i18n/use-t';

/** The one page every module/admin route shows until its issue lands: worded, no fake data. */
export default function NotAvailablePage({ route }: PageProps) {
  const t = useT();
  const title = route ? t(route.title) : t('route.notFound');
  return (
    <section data-testid="not-available" className="flex min-h-[50vh] flex-col items-center justify-center gap-2 p-8 text-center">
      <h1 className="text-xl font-semibold">{t('notAvailable.heading')}</h1>
      <p className="text-muted-foreground">{t('notAvailable.text', { title })}</p>
      {/* Outside the layout (/screen) there is no menu to leave by. */}
      {route && !route.layout && <BackHomeLink className="mt-4" />}
    </section>
  );
}
