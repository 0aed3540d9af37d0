import { isPreviewSafeType, mediaTypeOf } from '@vigil/sdk';
import { isBlobResult } from '@vigil/sdk/client';
import { fileEndpoints } from '@vigil/sdk/endpoints/files';
import { Button } from '@vigil/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { apiBaseUrl } from '../app/base-path';
import { fullClient } from '../app/full-client';
import type { PageProps } from '../app/pages';
import { session } from '../app/services';
import { saveBlob } from '../features/export/save-blob';
import { FilePreview } from '../features/upload/file-preview';
import { useT } from '../i18n/use-t';

/** The open call with the signed link's query (`expires`, `signature`) this page was given, if any. */
function signedUrl(id: string, search: string): string | undefined {
  const query = new URLSearchParams(search);
  const expires = query.get('expires');
  const signature = query.get('signature');
  if (!expires || !signature) return undefined;
  const path = fileEndpoints.openDocument.path.replace(':id', encodeURIComponent(id));
  return `${apiBaseUrl()}${path}?${new URLSearchParams({ expires, signature }).toString()}`;
}

/**
 * A shared file link (/appfile/{id}/{name}): a public page, and the one place the body scrolls. The document is data,
 * never a page of this origin (issue 27): signed in, it is fetched with the session and previewed here only when its
 * type cannot run script (the sdk's isPreviewSafeType), else downloaded; without a session, a signed link opens it
 * from the server (which answers an attachment unless safe); with neither, the visitor is asked to sign in.
 */
export default function AppfilePage({ params }: PageProps) {
  const t = useT();
  const id = params.id ?? '';
  const name = params.name ?? '';
  const signed = signedUrl(id, window.location.search);
  const [preview, setPreview] = useState<Blob | null>(null);
  useEffect(() => () => setPreview(null), []);

  const open = async () => {
    const result = await fullClient.files.openDocument({ id });
    if (!isBlobResult(result)) return;
    const type = mediaTypeOf(result.blob.type);
    if (isPreviewSafeType(type)) setPreview(new Blob([result.blob], { type }));
    else saveBlob(result.blob, result.fileName ?? name);
  };

  let action: ReactNode;
  if (!id) action = <p className="text-muted-foreground">{t('notFound.text')}</p>;
  else if (session.getToken()) action = <Button onClick={() => void open()}>{t('appfile.open')}</Button>;
  else if (signed)
    action = (
      <a className="text-primary underline" href={signed} rel="noopener noreferrer">
        {t('appfile.open')}
      </a>
    );
  else action = <p className="text-muted-foreground">{t('appfile.signIn')}</p>;

  return (
    <main className="mx-auto max-w-3xl p-6 text-foreground">
      <h1 className="mb-4 text-xl font-semibold">{name || t('appfile.heading')}</h1>
      {action}
      {preview && <FilePreview blob={preview} name={name} />}
    </main>
  );
}
