/**
 * Uploaded files are data, never pages (issue 27): a document is shown in place only when its type cannot run
 * script — raster images (never SVG), PDF, plain text, video; anything else (HTML, SVG, XML, scripts, unknown) is
 * downloaded. The server decides `Content-Disposition` by this list and the console previews by it.
 */
const PREVIEW_SAFE = [/^image\/(png|jpeg|gif|webp|bmp|avif)$/, /^application\/pdf$/, /^text\/plain$/, /^video\/[a-z0-9.+-]+$/];

/** The bare media type of a Content-Type value (`Text/Plain; charset=utf-8` → `text/plain`). */
export const mediaTypeOf = (contentType: string | null | undefined): string => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Whether a file of this type may be previewed in place; false for anything that could run script. */
export const isPreviewSafeType = (contentType: string | null | undefined): boolean => {
  const type = mediaTypeOf(contentType);
  return PREVIEW_SAFE.some((safe) => safe.test(type));
};
