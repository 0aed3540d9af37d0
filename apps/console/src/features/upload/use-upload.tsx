import { AbortedError, type CallOptions } from '@vigil/sdk';
import { useRef, useState } from 'react';
import { toasts } from '../../app/services';
import { useT } from '../../i18n/use-t';
import { ExportProgressDialog } from '../export/export-progress-dialog';
import type { ExportProgress, TransferTexts } from '../export/export-types';

/**
 * Runs an sdk upload call (multipart) with its progress: the bytes sent so far and the time elapsed in a dialog
 * (testid `upload-progress`, its status `upload-status`) whose 取消 aborts it. `send` must pass `options` (signal,
 * onUploadProgress) through to the call. A refusal has been toasted by the sdk's error policy; a cancel answers null.
 */
export function useUpload(texts: TransferTexts) {
  const t = useT();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async <Result,>(send: (options: CallOptions) => Promise<Result>): Promise<Result | null> => {
    if (controller.current) return null;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ receivedBytes: 0, totalBytes: undefined, startedAt: Date.now() });
    try {
      return await send({
        signal: abort.signal,
        onUploadProgress: ({ sentBytes, totalBytes }) => setProgress((now) => now && { ...now, receivedBytes: sentBytes, totalBytes }),
      });
    } catch (error) {
      if (!(error instanceof AbortedError)) throw error;
      toasts.toast({ title: t(texts.cancelled) });
      return null;
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const element = progress && <ExportProgressDialog progress={progress} texts={texts} testId="upload-progress" onCancel={() => controller.current?.abort()} />;
  return { run, element };
}
