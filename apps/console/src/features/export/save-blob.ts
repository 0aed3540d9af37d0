import { isBlobResult } from '@vigil/sdk/client';

/** Saves a downloaded file the way a browser saves a link's download, under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves what a file call answered (the sdk's BlobResult) under the server's file name, else `fallbackName`; whether
 * there was a file (a refusal has been toasted by the sdk).
 */
export function saveFileResult(result: unknown, fallbackName: string): boolean {
  if (!isBlobResult(result)) return false;
  saveBlob(result.blob, result.fileName ?? fallbackName);
  return true;
}
