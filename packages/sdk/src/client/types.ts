import type * as z from 'zod/mini';
import type { EndpointDefinition, TimeoutClass } from '../endpoints/define-endpoint';
import type { ReadingMode } from '../read/read-response';
import type { CallOverride } from '../settings/runtime-settings';
import type { FailureResponse } from '../schemas/envelope';

type MaybePromise<T> = T | Promise<T>;

export interface ClientOptions {
  /** Includes the base path prefix, e.g. `http://127.0.0.1:4010/api` or `/api` in a browser. */
  baseUrl: string;
  /** The session token; the bearer header is sent only when it returns a non-empty string. */
  getToken: () => MaybePromise<string | null | undefined>;
  /** Injected fetch (browser, Node, tests, proxies); read at call time, defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Overrides of the timeout classes, in ms (spec §9 defaults: 60 s, 300 s, 1,800 s). */
  timeouts?: Partial<Record<TimeoutClass, number>>;
  /** Validate code-200 responses with the endpoint's schema (default true). */
  validate?: boolean;
  /**
   * How validation reads a code-200 answer (default `tolerant`): `tolerant` reads what a backend sends field by field
   * (nulls, numeric strings, 1/0 flags, wire codes through their tables) and reports what it cannot read as an
   * `unreadableValues` event; `strict` holds the answer to the schema and rejects with `ResponseValidationError`.
   */
  reading?: ReadingMode;
  /** Extra headers on every call (static, or computed per call). */
  headers?: HeadersInit | (() => MaybePromise<HeadersInit>);
  /** BCP 47 locale sent as `Accept-Language` (static, or computed per call, e.g. from the UI language). */
  locale?: string | (() => string);
  /**
   * IANA time zone sent as `Time-Zone` (static, or computed per call, e.g. the browser's
   * `Intl.DateTimeFormat().resolvedOptions().timeZone`): the backend reads and writes wire times in it (spec §7).
   */
  timeZone?: string | (() => string);
  /**
   * How this backend serves a call where it differs from the table, by endpoint id (a stock RuoYi-Vue serves
   * `users.list` as GET with query parameters); read at call time, so runtime settings can supply it.
   */
  calls?: Readonly<Record<string, CallOverride>> | (() => Readonly<Record<string, CallOverride>> | undefined);
}

/** The last optional argument of every call. */
export interface CallOptions {
  /** ms; overrides the endpoint's timeout class for this call. */
  timeout?: number;
  signal?: AbortSignal;
  headers?: HeadersInit;
  /**
   * The request outlives the page (fetch's `keepalive`), e.g. closing a pending order as the page goes away; its
   * body must stay under the browser's 64 KiB keepalive limit.
   */
  keepalive?: boolean;
  /**
   * The call is a Vigil extension a backend may not have (e.g. `sensors.historyBuckets`): an HTTP 404, 405 or 501
   * answer resolves to the failure envelope `{ code: <status>, msg }` without a `transportError` event, so the caller
   * can fall back to a spec call silently. (A backend that answers an unknown path with code 404 in an HTTP 200
   * envelope, as RuoYi-Vue-Plus does, reaches the caller the same way: codes other than 400/401/500 raise no event.)
   */
  extension?: boolean;
  /** Blob calls only: called as the file's bytes arrive, so a long export can show how far it has come. */
  onDownloadProgress?: (progress: DownloadProgress) => void;
  /**
   * Upload calls (multipart) in a browser: called as the request body's bytes are sent, so an upload can show how far
   * it has come (sent over XMLHttpRequest, since fetch cannot report it). Where XMLHttpRequest is missing (Node) the
   * call goes through fetch and this is not called.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** How much of an upload's body has been sent. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

/** How much of a blob response has arrived. */
export interface DownloadProgress {
  receivedBytes: number;
  /** From `Content-Length`; undefined when the server streams without one. */
  totalBytes: number | undefined;
}

/** A blob response (exports, downloads). */
export interface BlobResult {
  blob: Blob;
  /** From `Content-Disposition` when the server gives one. */
  fileName: string | undefined;
}

// Fields are optional on the definition (`params?: P`), hence NonNullable; absent schemas contribute nothing.
type InputOf<S> = [NonNullable<S>] extends [never] ? unknown : NonNullable<S> extends z.core.$ZodType ? z.input<NonNullable<S>> : unknown;
type Merge<T> = { [K in keyof T]: T[K] };

/** The flat input of a call: path params, query and body fields together. */
export type EndpointInput<E extends EndpointDefinition> = Merge<InputOf<E['params']> & InputOf<E['query']> & InputOf<E['body']>>;

/** What a call resolves to: the validated envelope on code 200, otherwise the unvalidated body (spec §8). */
export type EndpointResult<E extends EndpointDefinition> =
  | (E['responseType'] extends 'blob' ? BlobResult : NonNullable<E['response']> extends z.core.$ZodType ? z.output<NonNullable<E['response']>> : never)
  | FailureResponse;

type HasInput<E extends EndpointDefinition> = [E['params'], E['query'], E['body']] extends [undefined, undefined, undefined]
  ? false
  : true;
type AllOptional<T> = Record<never, never> extends T ? true : false;

/** The function `client.<domain>.<name>` for one endpoint. */
export type EndpointFunction<E extends EndpointDefinition> = HasInput<E> extends false
  ? (options?: CallOptions) => Promise<EndpointResult<E>>
  : AllOptional<EndpointInput<E>> extends true
    ? (input?: EndpointInput<E>, options?: CallOptions) => Promise<EndpointResult<E>>
    : (input: EndpointInput<E>, options?: CallOptions) => Promise<EndpointResult<E>>;

export type DomainClient<G extends Record<string, EndpointDefinition>> = { readonly [K in keyof G]: EndpointFunction<G[K]> };
