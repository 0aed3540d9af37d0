import ky from 'ky';
import type EventEmitter from 'eventemitter3';
import type { EndpointDefinition, TimeoutClass } from '../endpoints/define-endpoint';
import type { FailureResponse } from '../schemas/envelope';
import { fileNameFromContentDisposition } from './content-disposition';
import { withCallOverride } from '../settings/call-override';
import { encodeRequest } from './encode-request';
import { AbortedError, ResponseValidationError, TimeoutError, TransportError, isSdkError } from './errors';
import { SERVER_ERROR_TOAST_MS, TRANSPORT_ERROR_TOAST_MS } from '../constants';
import type { ClientEventMap } from './events';
import type { SessionGate } from './session-gate';
import type { BlobResult, CallOptions, ClientOptions } from './types';
import * as z from 'zod/mini';

export interface RequestContext {
  options: ClientOptions;
  timeouts: Record<TimeoutClass, number>;
  events: EventEmitter<ClientEventMap>;
  session: SessionGate;
}

export type Requester = (
  endpoint: EndpointDefinition,
  input?: Record<string, unknown>,
  callOptions?: CallOptions,
) => Promise<unknown>;

async function buildHeaders(options: ClientOptions, callOptions: CallOptions | undefined): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json, */*' });
  const extra = typeof options.headers === 'function' ? await options.headers() : options.headers;
  for (const [key, value] of new Headers(extra)) headers.set(key, value);
  const locale = typeof options.locale === 'function' ? options.locale() : options.locale;
  if (locale) headers.set('Accept-Language', locale);
  const timeZone = typeof options.timeZone === 'function' ? options.timeZone() : options.timeZone;
  if (timeZone) headers.set('Time-Zone', timeZone);
  const token = await options.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [key, value] of new Headers(callOptions?.headers)) headers.set(key, value);
  return headers;
}

/** HTTP statuses of a call the backend does not have: no such path, not with this method, not implemented. */
const ABSENT_STATUSES = new Set([404, 405, 501]);

function isEnvelope(value: unknown): value is FailureResponse {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** The one request function every `client.<domain>.<name>` goes through (spec §8 error policy). */
export function createRequester(context: RequestContext): Requester {
  const { options, events, session } = context;

  const transportFailure = (error: TransportError): never => {
    events.emit('transportError', { endpointId: error.endpointId, message: error.message, toastMs: TRANSPORT_ERROR_TOAST_MS, error });
    throw error;
  };

  /**
   * A code-200 body read with its schema: the schema alone when the body matches it (the fast path); else strictly a
   * ResponseValidationError, or tolerantly field by field, the reader loaded on first use (a page whose answers all
   * match never carries it: /login's budget).
   */
  const read = async (endpoint: EndpointDefinition, body: unknown): Promise<unknown> => {
    if (options.validate === false || !endpoint.response) return body;
    const parsed = z.safeParse(endpoint.response, body);
    if (parsed.success) return parsed.data;
    if (options.reading === 'strict') throw new ResponseValidationError(endpoint.id, parsed.error.issues);
    const { readResponse } = await import('../read/read-response');
    const { data, issues } = readResponse(endpoint, body);
    if (issues.length > 0) events.emit('unreadableValues', { endpointId: endpoint.id, issues });
    return data;
  };

  const applyPolicy = async (endpoint: EndpointDefinition, body: unknown): Promise<unknown> => {
    if (!isEnvelope(body)) {
      // JSON without a numeric code is not an answer of this backend.
      throw new ResponseValidationError(endpoint.id, [
        { code: 'invalid_type', expected: 'object', path: ['code'], message: 'Expected an envelope with a numeric code', input: body },
      ]);
    }
    const message = typeof body.msg === 'string' ? body.msg : '';
    if (body.code === 200) {
      if (endpoint.startsSession) session.reset();
      return read(endpoint, body);
    }
    if (body.code === 401) {
      if (session.expire()) events.emit('sessionExpired', { endpointId: endpoint.id, code: 401, message });
    } else if (body.code === 400 || body.code === 500) {
      events.emit('serverError', { endpointId: endpoint.id, code: body.code, message, toastMs: SERVER_ERROR_TOAST_MS });
    }
    return body;
  };

  /** Reads the body as the endpoint says; throws TransportError for a non-JSON body. */
  const readBody = async (endpoint: EndpointDefinition, response: Response, callOptions: CallOptions | undefined): Promise<unknown> => {
    const contentType = response.headers.get('Content-Type') ?? '';
    if (endpoint.responseType === 'blob' && !contentType.includes('json')) {
      const result: BlobResult = {
        blob: await readBlob(response, callOptions?.onDownloadProgress),
        fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')),
      };
      return result;
    }
    // Blob endpoints answer JSON when the backend refuses the export: that envelope follows the same policy.
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new TransportError(`${endpoint.id}: response is not JSON`, { endpointId: endpoint.id, status: response.status, cause: error });
    }
    return applyPolicy(endpoint, json);
  };

  return async (definition, input, callOptions) => {
    const calls = typeof options.calls === 'function' ? options.calls() : options.calls;
    const endpoint = withCallOverride(definition, calls?.[definition.id]);
    const timeout = callOptions?.timeout ?? context.timeouts[endpoint.timeout];
    const encoded = encodeRequest(options.baseUrl, endpoint, input);
    const headers = await buildHeaders(options, callOptions);
    // One controller for the caller's signal and the timeout, so the timeout also covers a stalled body
    // (ky's own timeout stops at the response headers).
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const forwardAbort = () => controller.abort(callOptions?.signal?.reason);
    if (callOptions?.signal?.aborted) forwardAbort();
    else callOptions?.signal?.addEventListener('abort', forwardAbort, { once: true });

    const failure = (error: unknown): never => {
      if (timedOut) return transportFailure(new TimeoutError(endpoint.id, timeout, error));
      if (callOptions?.signal?.aborted) throw new AbortedError(endpoint.id, callOptions.signal.reason);
      if (isSdkError(error) && !(error instanceof TransportError)) throw error;
      if (error instanceof TransportError) return transportFailure(error);
      return transportFailure(new TransportError(`${endpoint.id}: ${describe(error)}`, { endpointId: endpoint.id, cause: error }));
    };

    try {
      const upload = await uploadFetch(callOptions);
      const response = await ky(encoded.url, {
        method: endpoint.method,
        headers,
        searchParams: encoded.searchParams,
        body: encoded.body,
        json: encoded.json,
        timeout: false,
        signal: controller.signal,
        ...(callOptions?.keepalive ? { keepalive: true } : {}),
        retry: 0,
        throwHttpErrors: false,
        // Read at call time so the SDK touches no globals on import.
        fetch: upload ?? options.fetch ?? ((...args) => globalThis.fetch(...args)),
      });
      if (!response.ok) {
        // An extension the backend lacks is an answer, not a failure: the caller falls back, and nobody sees a toast.
        if (callOptions?.extension && ABSENT_STATUSES.has(response.status)) return { code: response.status, msg: response.statusText } satisfies FailureResponse;
        throw new TransportError(`${endpoint.id}: HTTP ${response.status} ${response.statusText}`.trim(), {
          endpointId: endpoint.id,
          status: response.status,
        });
      }
      return await readBody(endpoint, response, callOptions);
    } catch (error) {
      return failure(error);
    } finally {
      clearTimeout(timer);
      callOptions?.signal?.removeEventListener('abort', forwardAbort);
    }
  };
}

/**
 * The XMLHttpRequest fetch of a call that wants upload progress, where XMLHttpRequest exists; loaded on first use, so
 * a bundle that never uploads (a sign-in page) does not carry it.
 */
async function uploadFetch(callOptions: CallOptions | undefined): Promise<typeof fetch | undefined> {
  const report = callOptions?.onUploadProgress;
  if (!report || typeof globalThis.XMLHttpRequest !== 'function') return undefined;
  const { xhrFetch } = await import('./xhr-fetch');
  return xhrFetch(report);
}

/** The body as a Blob, reporting each chunk to `report` when the caller asked for progress. */
async function readBlob(response: Response, report: CallOptions['onDownloadProgress']): Promise<Blob> {
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

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
