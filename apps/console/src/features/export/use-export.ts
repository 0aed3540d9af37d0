import { AbortedError } from '@vigil/sdk';
import { useRef, useState } from 'react';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { EXPORT_TEXTS, type ExportProgress, type ExportSpec, type TransferTexts } from './export-types';
import { saveFileResult } from './save-blob';

/**
 * Runs an export: tracks the bytes received, can be cancelled, and saves the file under the server's name. A
 * refusal or a transport failure has been toasted by the sdk's error policy; a cancel is the user's own and quiet
 * apart from a short note.
 */
export function useExport({ download, fallbackName, texts = EXPORT_TEXTS }: Pick<ExportSpec, 'download' | 'fallbackName'> & { texts?: TransferTexts }) {
  const t = useT();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (): Promise<void> => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ receivedBytes: 0, totalBytes: undefined, startedAt: Date.now() });
    try {
      const result = await download({
        signal: abort.signal,
        onDownloadProgress: ({ receivedBytes, totalBytes }) => setProgress((now) => now && { ...now, receivedBytes, totalBytes }),
      });
      if (saveFileResult(result, fallbackName)) {
        toasts.toast({ title: t(texts.done), variant: 'success' });
      }
    } catch (error) {
      if (!(error instanceof AbortedError)) throw error;
      toasts.toast({ title: t(texts.cancelled) });
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return { progress, start, cancel: () => controller.current?.abort() };
}
