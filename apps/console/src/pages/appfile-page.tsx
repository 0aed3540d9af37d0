import { fileEndpoints } from '@vigil/sdk/endpoints/files';
import type { PageProps } from '../app/pages';
import { apiBaseUrl } from '../app/base-path';
import { useT } from '../i18n/use-t';

/** Where a published document opens for anyone: the public `files.openDocument` (no token; spec §2). */
function documentUrl(id: string): string {
  return `${apiBaseUrl()}${fileEndpoints.openDocument.path.replace(':id', encodeURIComponent(id))}`;
}

/**
 * A shared file link (/appfile/{id}/{name}): public, and the one place the body scrolls. Its link opens the document
 * through the public call, so a visitor without a session gets the file, not a 401.
 */
export default function AppfilePage({ params }: PageProps) {
  const t = useT();
  const id = params.id ?? '';
  const name = params.name ?? '';
  return (
    <main className="mx-auto max-w-3xl p-6 text-foreground">
      <h1 className="mb-4 text-xl font-semibold">{name || t('appfile.heading')}</h1>
      {id ? (
        <a className="text-primary underline" href={documentUrl(id)}>
          {t('appfile.open')}
        </a>
      ) : (
        <p className="text-muted-foreground">{t('notFound.text')}</p>
      )}
    </main>
  );
}
