import type { FailureResponse } from '@vigil/sdk/client';
import { ok } from '../../app/api';

/** A query function's answer: the code-200 envelope, or a thrown ApiError with the server's message (for the error state). */
export async function unwrap<T extends { code: number }>(call: Promise<T | FailureResponse>): Promise<T> {
  return ok(await call);
}
