import type { BlobResult, CallOptions, FailureResponse } from '@vigil/sdk';

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
