import type { FailureResponse } from '../schemas/envelope';
import type { BlobResult } from './types';

/** Narrows a call's result to its validated code-200 type. */
export function isSuccess<T extends { code: number }>(result: T | FailureResponse): result is T {
  return result.code === 200;
}

/** Narrows a blob endpoint's result to `{ blob, fileName }` (versus a JSON error envelope). */
export function isBlobResult(result: unknown): result is BlobResult {
  return typeof result === 'object' && result !== null && 'blob' in result && typeof Blob !== 'undefined' && result.blob instanceof Blob;
}
