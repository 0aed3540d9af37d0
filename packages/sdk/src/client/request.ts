import ky from 'ky';
import type { EndpointDefinition } from '../endpoints/define-endpoint';
import { fileNameFromContentDisposition } from './content-disposition';
import { createPolicyRequester, type ReadBlob, type Requester, type RequestContext, type Send } from './policy-request';
import { readAnswer } from './read-answer';
import type { CallOptions } from './types';

export type { Requester, RequestContext } from './policy-request';

/**
 * The XMLHttpRequest fetch of a call that wants upload progress, where XMLHttpRequest exists; loaded on first use, so
 * a bundle that never uploads does not carry it.
 */
async function uploadFetch(callOptions: CallOptions | undefined): Promise<typeof fetch | undefined> {
  const report = callOptions?.onUploadProgress;
  if (!report || typeof globalThis.XMLHttpRequest !== 'function') return undefined;
  const { xhrFetch } = await import('./xhr-fetch');
  return xhrFetch(report);
}

/** The full client's transport: ky, with its own retries, timeout and status errors off (the policy has them). */
const kySend: Send = async (encoded, { method, headers, signal, keepalive, fetch }, callOptions) =>
  ky(encoded.url, {
    method,
    headers,
    searchParams: encoded.searchParams,
    body: encoded.body,
    json: encoded.json,
    timeout: false,
    signal,
    ...(keepalive ? { keepalive: true } : {}),
    retry: 0,
    throwHttpErrors: false,
    fetch: (await uploadFetch(callOptions)) ?? fetch,
  });

/** The body as a Blob, reporting each chunk to `report` when the caller asked for progress. */
async function blobOf(response: Response, report: CallOptions['onDownloadProgress']): Promise<Blob> {
  if (!report || !response.body) return response.blob();
  const totalBytes = Number(response.headers.get('Content-Length')) || undefined;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let receivedBytes = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    receivedBytes += next.value.byteLength;
    report({ receivedBytes, totalBytes });
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? '' });
}

/** A blob call's file and its name (from `Content-Disposition` when the server gives one). */
const readBlob: ReadBlob = async (response, callOptions) => ({
  blob: await blobOf(response, callOptions?.onDownloadProgress),
  fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')),
});

/** The one request function every `client.<domain>.<name>` goes through (spec §8 error policy). */
export function createRequester(context: RequestContext): Requester {
  return createPolicyRequester<EndpointDefinition>(
    context,
    kySend,
    (endpoint, body) => readAnswer(endpoint, body, context.options, context.events),
    readBlob,
  );
}
