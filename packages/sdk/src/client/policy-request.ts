import { SERVER_ERROR_TOAST_MS, TRANSPORT_ERROR_TOAST_MS } from '../constants';
import type { EndpointDefinition, TimeoutClass } from '../endpoints/define-endpoint';
import type { FailureResponse } from '../schemas/envelope';
import { withCallOverride } from '../settings/call-override';
import { type EncodedRequest, encodeRequest } from './encode-request';
import { AbortedError, ResponseValidationError, TimeoutError, TransportError, isSdkError } from './errors';
import type { ClientEvents } from './events';
import type { SessionGate } from './session-gate';
import type { BlobResult, CallOptions, ClientOptions } from './types';

export interface RequestContext {
  options: ClientOptions;
  timeouts: Record<TimeoutClass, number>;
  events: ClientEvents;
  session: SessionGate;
}

/** What a call needs of its table entry to be sent; its schemas are the reader's business. */
export type SentCall = Pick<EndpointDefinition, 'id' | 'method' | 'path' | 'encoding' | 'startsSession'> &
  Partial<Pick<EndpointDefinition, 'responseType' | 'timeout'>>;

export type Requester<C extends SentCall = EndpointDefinition> = (call: C, input?: Record<string, unknown>, callOptions?: CallOptions) => Promise<unknown>;

/**
 * Sends one encoded call and answers the raw response (ky for the full client, fetch for the sign-in client); `fetch`
 * is the client's, and the call's options are given for what the transport alone handles (upload progress).
 */
export type Send = (
  encoded: EncodedRequest,
  init: { method: string; headers: Headers; signal: AbortSignal; keepalive?: boolean; fetch: typeof fetch },
  callOptions: CallOptions | undefined,
) => Promise<Response>;

/** Reads a blob call's file (exports, downloads); a client whose calls answer JSON only (sign-in) has none. */
export type ReadBlob = (response: Response, callOptions: CallOptions | undefined) => Promise<BlobResult>;

/** Reads a code-200 body for its call: the checked (or tolerantly read) answer. */
export type ReadAnswer<C extends SentCall> = (call: C, body: unknown) => Promise<unknown>;

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

/**
 * The one request function behind every call (spec §8 error policy): headers, timeouts, aborts, the envelope's codes
 * and the client's events. How a call is sent (`send`) and how a code-200 answer is read (`read`) are given, so the
 * sign-in client shares this policy without carrying ky or zod.
 */
export function createPolicyRequester<C extends SentCall>(
  context: RequestContext,
  send: Send,
  read: ReadAnswer<C>,
  readBlob?: ReadBlob,
): Requester<C> {
  const { options, events, session } = context;

  const transportFailure = (error: TransportError): never => {
    events.emit('transportError', { endpointId: error.endpointId, message: error.message, toastMs: TRANSPORT_ERROR_TOAST_MS, error });
    throw error;
  };

  const applyPolicy = async (call: C, body: unknown): Promise<unknown> => {
    if (!isEnvelope(body)) {
      // JSON without a numeric code is not an answer of this backend.
      throw new ResponseValidationError(call.id, [
        { code: 'invalid_type', expected: 'object', path: ['code'], message: 'Expected an envelope with a numeric code', input: body },
      ]);
    }
    const message = typeof body.msg === 'string' ? body.msg : '';
    if (body.code === 200) {
      if (call.startsSession) session.reset();
      return read(call, body);
    }
    if (body.code === 401) {
      if (session.expire()) events.emit('sessionExpired', { endpointId: call.id, code: 401, message });
    } else if (body.code === 400 || body.code === 500) {
      events.emit('serverError', { endpointId: call.id, code: body.code, message, toastMs: SERVER_ERROR_TOAST_MS });
    }
    return body;
  };

  /** Reads the body as the call says; throws TransportError for a non-JSON body. */
  const readBody = async (call: C, response: Response, callOptions: CallOptions | undefined): Promise<unknown> => {
    const contentType = response.headers.get('Content-Type') ?? '';
    if (readBlob && call.responseType === 'blob' && !contentType.includes('json')) return readBlob(response, callOptions);
    // Blob endpoints answer JSON when the backend refuses the export: that envelope follows the same policy.
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new TransportError(`${call.id}: response is not JSON`, { endpointId: call.id, status: response.status, cause: error });
    }
    return applyPolicy(call, json);
  };

  return async (definition, input, callOptions) => {
    const calls = typeof options.calls === 'function' ? options.calls() : options.calls;
    const call = withCallOverride(definition, calls?.[definition.id]);
    const timeout = callOptions?.timeout ?? context.timeouts[call.timeout ?? 'default'];
    const encoded = encodeRequest(options.baseUrl, call, input);
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
      if (timedOut) return transportFailure(new TimeoutError(call.id, timeout, error));
      if (callOptions?.signal?.aborted) throw new AbortedError(call.id, callOptions.signal.reason);
      if (isSdkError(error) && !(error instanceof TransportError)) throw error;
      if (error instanceof TransportError) return transportFailure(error);
      return transportFailure(new TransportError(`${call.id}: ${describe(error)}`, { endpointId: call.id, cause: error }));
    };

    try {
      const response = await send(
        encoded,
        {
          method: call.method,
          headers,
          signal: controller.signal,
          ...(callOptions?.keepalive ? { keepalive: true } : {}),
          // Read at call time so the SDK touches no globals on import.
          fetch: options.fetch ?? ((...args) => globalThis.fetch(...args)),
        },
        callOptions,
      );
      if (!response.ok) {
        // An extension the backend lacks is an answer, not a failure: the caller falls back, and nobody sees a toast.
        if (callOptions?.extension && ABSENT_STATUSES.has(response.status)) return { code: response.status, msg: response.statusText } satisfies FailureResponse;
        throw new TransportError(`${call.id}: HTTP ${response.status} ${response.statusText}`.trim(), {
          endpointId: call.id,
          status: response.status,
        });
      }
      return await readBody(call, response, callOptions);
    } catch (error) {
      return failure(error);
    } finally {
      clearTimeout(timer);
      callOptions?.signal?.removeEventListener('abort', forwardAbort);
    }
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
