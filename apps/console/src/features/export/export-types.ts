import type { BlobResult, CallOptions, FailureResponse } from '@vigil/sdk';
import type { MessageKey } from '../../i18n/zh-CN';

/** An sdk blob call with the caller's input bound; `options` (signal, progress) must be passed through to it. */
export type ExportDownload = (options: CallOptions) => Promise<BlobResult | FailureResponse>;

export interface ExportSpec {
  /** Any one shows the export (`*:*:*` shows all); an empty list throws. */
  permissions: readonly string[];
  download: ExportDownload;
  /** The saved file's name when the server sends none (`Content-Disposition`). */
  fallbackName: string;
}

/** An export under way: bytes received so far and when it started. */
export interface ExportProgress {
  receivedBytes: number;
  totalBytes: number | undefined;
  startedAt: number;
}

/**
 * The words of a transfer's progress dialog and toasts: an export's by default; a download or an upload names itself.
 * `status` takes `{received}` (bytes so far) and `{elapsed}`.
 */
export interface TransferTexts {
  title: MessageKey;
  hint: MessageKey;
  status: MessageKey;
  done: MessageKey;
  cancelled: MessageKey;
}

export const EXPORT_TEXTS: TransferTexts = {
  title: 'export.title',
  hint: 'export.hint',
  status: 'export.status',
  done: 'export.done',
  cancelled: 'export.cancelled',
};
