import * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** How the call's input (minus path params) travels: not at all, search params, JSON, urlencoded form or multipart. */
export type Encoding = 'none' | 'query' | 'json' | 'form' | 'multipart';
export type ResponseType = 'json' | 'blob';
/** Timeout class of spec §9: 60 s, 300 s (uploads, downloads, gas index), 1,800 s (exports). */
export type TimeoutClass = 'default' | 'transfer' | 'export';

/**
 * A permission tag as a RuoYi-style backend checks it (`@ss.hasPermi('system:user:add')`): three colon-separated
 * parts. A tag starting with `{module}:` is bound to the request's product: `{module}` stands for the catalogue
 * code of that product (`house:device:list` for a home alarm); see `permissionFor`.
 */
export type PermissionTag = `${string}:${string}:${string}`;

/**
 * Who may make a call (spec §6): `'public'` anyone, without a token (sign-in, registration, captchas);
 * `'session'` any signed-in user (their own info, routes, profile, unread count…); a permission tag: a signed-in user
 * holding that tag or `*:*:*`.
 */
export type EndpointAccess = 'public' | 'session' | PermissionTag;

/** Any zod 4 schema (mini or classic): the table only needs what `zod/v4/core` defines. */
type AnySchema = z.core.$ZodType;

/** One call of spec §7. The mock server mounts its routes from these; the client builds its functions from them. */
export interface EndpointDefinition<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema | undefined = AnySchema | undefined,
  T extends ResponseType = ResponseType,
> {
  /** `<domain>.<name>`, e.g. `auth.getInfo`; used in errors and by the mock server. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Who may call it; required, so no call is added without deciding. */
  readonly access: EndpointAccess;
  /** Hono/Express syntax relative to `baseUrl`, e.g. `/system/role/:id`. */
  readonly path: string;
  readonly encoding: Encoding;
  readonly responseType: T;
  readonly timeout: TimeoutClass;
  /** Path params, named as in `path`. */
  readonly params: P;
  /** Search params (encoding `query`). */
  readonly query: Q;
  /** Body fields (encoding `json`, `form` or `multipart`). */
  readonly body: B;
  /** Envelope of a code-200 JSON response; absent for blob responses. */
  readonly response: R;
  readonly summary?: string;
  /** A code-200 answer starts a new session (logins): it re-arms the client's `sessionExpired` event. */
  readonly startsSession?: boolean;
  /**
   * An upload's largest accepted file content in bytes, from its body schema's `maxBytes` metadata (or given here).
   * Absent for other calls, whose JSON or form body the server caps at REQUEST_BODY_MAX_BYTES.
   */
  readonly maxBytes?: number;
}

/** What a table entry spells out; schemas it does not need are left out, `responseType` defaults to 'json', `timeout` to 'default'. */
export type EndpointInit<
  P extends AnySchema | undefined,
  Q extends AnySchema | undefined,
  B extends AnySchema | undefined,
  R extends AnySchema | undefined,
  T extends ResponseType,
> = Omit<EndpointDefinition<P, Q, B, R, T>, 'responseType' | 'timeout' | 'params' | 'query' | 'body' | 'response'> &
  Partial<Pick<EndpointDefinition<P, Q, B, R, T>, 'responseType' | 'timeout' | 'params' | 'query' | 'body' | 'response'>>;

/** Completes one table entry and keeps its schema types, so the client's functions are typed from the table. */
export function defineEndpoint<
  const P extends AnySchema | undefined = undefined,
  const Q extends AnySchema | undefined = undefined,
  const B extends AnySchema | undefined = undefined,
  const R extends AnySchema | undefined = undefined,
  const T extends ResponseType = 'json',
>(init: EndpointInit<P, Q, B, R, T>): EndpointDefinition<P, Q, B, R, T> {
  // Without an explicit responseType, T is its default 'json'.
  return Object.freeze({
    ...init,
    // Absent schemas are present as undefined, so `endpoint.response` is typed exactly (no `?`).
    params: init.params as P,
    query: init.query as Q,
    body: init.body as B,
    response: init.response as R,
    responseType: init.responseType ?? ('json' as T),
    timeout: init.timeout ?? 'default',
    ...uploadLimit(init),
  });
}

/** `{ maxBytes }` of an upload: given, or declared on its body schema (`z.meta({ maxBytes })`); `{}` otherwise. */
function uploadLimit(init: { maxBytes?: number | undefined; body?: AnySchema | undefined }): { maxBytes?: number } {
  const declared = init.body ? z.globalRegistry.get(init.body)?.maxBytes : undefined;
  const maxBytes = init.maxBytes ?? (typeof declared === 'number' ? declared : undefined);
  return maxBytes === undefined ? {} : { maxBytes };
}

/** Names of the `:param` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}
