import type { PageProps } from '../app/pages';
import { apiBaseUrl } from '../app/base-path';
import { useT } from '../i18n/use-t';

/** A shared file link (/appfile/{id}/{name}): public, and the one place the body scrolls. */
export default function AppfilePage({ params }: PageProps) {
  const t = useT();
  const id = params.id ?? '';
  const name = params.name ?? '';
  return (
    <main className="mx-auto max-w-3xl p-6 text-foreground">
      <h1 className="mb-4 text-xl font-semibold">{name || t('appfile.heading')}</h1>
      {id ? (
        <a className="text-primary underline" href={`${apiBaseUrl()}/file/info/document/${encodeURIComponent(id)}`}>
          {t('appfile.open')}
        </a>
      ) : (
        <p className="text-muted-foreground">{t('notFound.text')}</p>
      )}
    </main>
  );
}
