import { useT } from '../i18n/use-t';

/**
 * The chooser of a user who may use nothing: no product open to it and no administration page (issue 23). Said
 * plainly, with whom to ask; signing out stays in the header.
 */
export function ChooserNoAccess() {
  const t = useT();
  return (
    <main data-testid="chooser-no-access" className="mx-auto flex max-w-xl flex-col items-center gap-3 p-12 text-center">
      <h2 className="text-xl font-semibold">{t('chooser.nothingHeading')}</h2>
      <p className="text-muted-foreground">{t('chooser.nothingText')}</p>
    </main>
  );
}
