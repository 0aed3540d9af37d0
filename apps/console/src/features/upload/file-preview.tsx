import { isPreviewSafeType, mediaTypeOf } from '@vigil/sdk';
import { useEffect, useState } from 'react';

/**
 * A downloaded file shown in place: only a type that cannot run script (the sdk's isPreviewSafeType: raster images,
 * PDF, plain text, video); anything else renders nothing (the caller downloads it). Text is shown as text, never
 * parsed; the object URL lives as long as the preview.
 */
export function FilePreview({ blob, name }: { blob: Blob; name: string }) {
  const type = mediaTypeOf(blob.type);
  const [url, setUrl] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (!isPreviewSafeType(type)) return;
    if (type === 'text/plain') {
      void blob.text().then(setText);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob, type]);

  if (text !== null) return <pre className="mt-4 whitespace-pre-wrap break-words rounded-md border p-3 text-sm" data-testid="file-preview">{text}</pre>;
  if (!url) return null;
  if (type.startsWith('image/')) return <img className="mt-4 max-w-full" src={url} alt={name} data-testid="file-preview" />;
  // biome-ignore lint/a11y/useMediaCaption: an uploaded video has no caption track to offer.
  if (type.startsWith('video/')) return <video className="mt-4 max-w-full" src={url} controls data-testid="file-preview" />;
  return <iframe className="mt-4 h-[70vh] w-full rounded-md border" src={url} title={name} data-testid="file-preview" />;
}
