import type * as z from 'zod/mini';

/**
 * Brand read by the type guards. `Symbol.for` is shared by every realm (iframes, workers, duplicated bundles),
 * so `isSdkError` holds where `instanceof` would not.
 */
const BRAND = Symbol.for('vigil.sdk.error');

type ErrorKind = 'SdkError' | 'TransportError' | 'TimeoutError' | 'AbortedError' | 'ResponseValidationError' | 'WorkOrderTransitionError';

/** Base of every error the SDK throws. */
export class SdkError extends Error {
  /** Stable across minification, unlike `constructor.name`. */
  static readonly kind: ErrorKind = 'SdkError';
  declare readonly [BRAND]: readonly ErrorKind[];

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    Object.defineProperty(this, BRAND, { value: kindsOf(new.target), enumerable: false });
  }
}

/** The kinds of a class and its SDK ancestors, e.g. TimeoutError → [TimeoutError, TransportError, SdkError]. */
function kindsOf(errorClass: unknown): ErrorKind[] {
  const kinds: ErrorKind[] = [];
  // Subclasses without their own `kind` (an app's `class MyError extends TransportError`) inherit their parents'.
  for (let current = errorClass; typeof current === 'function' && current !== Error; current = Object.getPrototypeOf(current)) {
    if (Object.hasOwn(current, 'kind')) kinds.push(Reflect.get(current, 'kind') as ErrorKind);
  }
  return kinds;
}

/** The request did not produce a usable response: network failure, HTTP status failure, non-JSON body. */
export class TransportError extends SdkError {
  static override readonly kind: ErrorKind = 'TransportError';
  /** HTTP status when the server answered with a failure status. */
  readonly status: number | undefined;
  readonly endpointId: string;

  constructor(message: string, details: { endpointId: string; status?: number | undefined; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.endpointId = details.endpointId;
    this.status = details.status;
  }
}

/** The call's timeout elapsed (spec §9 classes, or the per-call `timeout`). */
export class TimeoutError extends TransportError {
  static override readonly kind: ErrorKind = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(endpointId: string, timeoutMs: number, cause?: unknown) {
    super(`${endpointId} timed out after ${timeoutMs} ms`, { endpointId, cause });
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted the call through its `signal`; no event is emitted for it. */
export class AbortedError extends SdkError {
  static override readonly kind: ErrorKind = 'AbortedError';
  readonly endpointId: string;

  constructor(endpointId: string, reason: unknown) {
    super(`${endpointId} was aborted`, { cause: reason });
    this.endpointId = endpointId;
  }
}

/** A code-200 response contradicts the endpoint's schema. */
export class ResponseValidationError extends SdkError {
  static override readonly kind: ErrorKind = 'ResponseValidationError';
  readonly endpointId: string;
  /** Dotted path of the first failing value, e.g. `rows.3.imei` (empty for the root). */
  readonly path: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(endpointId: string, issues: readonly z.core.$ZodIssue[]) {
    const first = issues[0];
    const path = first ? first.path.map(String).join('.') : '';
    super(`${endpointId}: response does not match its schema at "${path || '(root)'}": ${first?.message ?? 'invalid'}`);
    this.endpointId = endpointId;
    this.path = path;
    this.issues = issues;
  }
}

/** @internal */
export function hasKind(value: unknown, kind: ErrorKind): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const kinds = (value as { [BRAND]?: unknown })[BRAND];
  return Array.isArray(kinds) && kinds.includes(kind);
}

export const isSdkError = (value: unknown): value is SdkError => hasKind(value, 'SdkError');
export const isTransportError = (value: unknown): value is TransportError => hasKind(value, 'TransportError');
export const isTimeoutError = (value: unknown): value is TimeoutError => hasKind(value, 'TimeoutError');
export const isAbortedError = (value: unknown): value is AbortedError => hasKind(value, 'AbortedError');
export const isResponseValidationError = (value: unknown): value is ResponseValidationError =>
  hasKind(value, 'ResponseValidationError');

/** @internal shared with the domain rules' errors. */
export type { ErrorKind };
