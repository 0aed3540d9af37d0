import { type EndpointDefinition, listEndpoints, STOCK_RUOYI_ABSENT_CALLS, STOCK_RUOYI_CALLS, withCallOverride } from '@vigil/sdk';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { limitFor } from './body-limit';
import { answerTimesOut, requestTimeZone, timesIn } from './caller-time';
import { coerceFields } from './coerce';
import type { MockContext } from './context';
import { failure } from './envelope';
import { ApiError, ruleRefusal } from './errors';
import { authorize } from './authorize';
import { HANDLERS } from './handlers';
import { BlobReply, type HandlerResult } from './handlers/types';
import { readForm, readJson } from './request-body';
import { readsOnly } from './reads-only';
import { CACHED_READS } from './read-cache';
import { requireSession, sessionOf } from './session';
import { withRawFields } from './raw-fields';
import { isTextKey, localeOfRequest, render } from './i18n/locale';

/**
 * Mounts every endpoint of the sdk's table: one generic route per entry that decodes the request by its encoding,
 * validates it with the entry's schemas, runs the handler registered under the entry's id and, in strict mode,
 * checks the answer against the entry's response schema.
 */
export function mountEndpoints(api: Hono, context: MockContext): void {
  // `--stock-ruoyi`: the calls a stock RuoYi-Vue serves otherwise than the spec's vendor, as the sdk's table says.
  const calls = context.options.stockRuoyi ? STOCK_RUOYI_CALLS : {};
  const absent = new Set(context.options.stockRuoyi ? STOCK_RUOYI_ABSENT_CALLS : []);
  for (const endpoint of sortedBySpecificity(listEndpoints().filter((defined) => !absent.has(defined.id))).map((defined) => withCallOverride(defined, calls[defined.id]))) {
    const path = endpoint.path.startsWith('/') ? endpoint.path : `/${endpoint.path}`;
    api.on(endpoint.method, path, limitFor(endpoint, context.options.maxBodyBytes), (c) => handle(c, endpoint, context));
  }
}

async function handle(c: Context, endpoint: EndpointDefinition, context: MockContext): Promise<Response> {
  const handler = HANDLERS[endpoint.id];
  if (!handler) throw new ApiError(500, 'mock.noHandler', { id: endpoint.id });
  const session = sessionOf(context.store, c.req.header('authorization'), context.sessions);
  if (endpoint.access !== 'public') requireSession(session);

  // Times are read and answered in the caller's zone (Time-Zone header or timeZone query); stored in the server's.
  const zone = requestTimeZone(c);
  const params = validate(endpoint.params, coerceFields(endpoint.params, c.req.param() as Record<string, string>), 'path');
  // The dialect reads its codes and paging into vigil-mock's terms before the sdk's schemas check the request.
  // A body served as query parameters (`--stock-ruoyi`'s GET lists): Spring binds the same fields from the query.
  const bodyInQuery = endpoint.encoding === 'query' && endpoint.body !== undefined && endpoint.query === undefined;
  const raw = bodyInQuery ? {} : await bodyOf(c, endpoint);
  // A hot read asked again by the same user with the same input, in the same minute and state: the same answer, as
  // it was validated, authorized and written then (issue 24: reads re-did all of it for identical bytes).
  const cacheKey = session && CACHED_READS.has(endpoint.id) ? [endpoint.id, session.user.userId, localeOfRequest(c), zone, Math.floor(context.now() / 60_000), c.req.url, JSON.stringify(raw)].join('\n') : undefined;
  const generation = context.reads.generation;
  const cached = cacheKey === undefined ? undefined : context.reads.get(cacheKey);
  if (cached !== undefined) return c.body(cached, 200, jsonType());
  const input = context.dialect.request(endpoint, {
    query: bodyInQuery ? {} : queryOf(c),
    body: bodyInQuery ? coerceFields(endpoint.body, queryOf(c)) : raw,
  });
  const query = validate(endpoint.query, coerceFields(endpoint.query, timesIn(input.query, zone)), 'query');
  const body = validate(endpoint.body, timesIn(input.body, zone), 'body');
  // After validation, as a RuoYi backend (arguments are bound and validated before @PreAuthorize runs).
  const scope = authorize(endpoint, session, { ...query, ...body, ...params }, context);
  try {
    const result = await handler({ params, query, body, session, scope, locale: localeOfRequest(c) }, context);
    const answer = reply(c, endpoint, answerTimesOut(result, zone), context, zone);
    if (answer instanceof Response) return answer;
    if (cacheKey !== undefined && answer.ok) context.reads.keep(cacheKey, answer.text, generation);
    return c.body(answer.text, 200, jsonType());
  } finally {
    // Some refusals still change state (a failed instruction is logged, an expired order cancelled). With --data the
    // answer waits until the change is on disk; a failed write answers an error instead. Signing in is the
    // exception: its session is kept in memory when the disk is full, so people can still sign in and read.
    if (!readsOnly(endpoint)) {
      if (SIGN_IN.has(endpoint.id)) await context.store.changed().catch((error: Error) => context.options.log(`vigil-mock: a sign-in was not saved: ${error.message}`));
      else await context.store.changed();
    }
  }
}

/**
 * What `c.json` sends; answers are written as text here so that hot reads can be kept as text. A new object each time:
 * the node adapter writes the length into it.
 */
const jsonType = () => ({ 'content-type': 'application/json' });

/** Calls whose only change is the new session (issue 27: nobody could sign in while the disk was full). */
const SIGN_IN = new Set(['auth.login', 'auth.phoneLogin']);

function queryOf(c: Context): Record<string, unknown> {
  const all = c.req.queries();
  const out: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(all)) {
    if (key === 'timeZone') continue; // the caller's zone, not a filter
    // `ids[]=1&ids[]=2` and `ids=1&ids=2` both read as a list.
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    out[name] = values.length === 1 && !key.endsWith('[]') ? values[0] : values;
  }
  return out;
}

async function bodyOf(c: Context, endpoint: EndpointDefinition): Promise<Record<string, unknown>> {
  switch (endpoint.encoding) {
    case 'json': {
      const json = await readJson(c, undefined);
      if (json === undefined) return {};
      if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new ApiError(400, 'request.notObject');
      return json as Record<string, unknown>;
    }
    case 'form':
    case 'multipart':
      return coerceFields(endpoint.body, await readForm(c, endpoint.encoding));
    default:
      return {};
  }
}

/** The input as the sdk schema reads it, or code 400 with the first broken rule's text (request's language) and field. */
function validate(schema: z.core.$ZodType | undefined, value: Record<string, unknown>, where: string): Record<string, unknown> {
  if (!schema) return value;
  // With the input in each issue, a wrong type reads "not valid" and only a missing value "required".
  const parsed = z.safeParse(schema, value, { reportInput: true });
  if (parsed.success) return (parsed.data ?? {}) as Record<string, unknown>;
  throw ruleRefusal(400, parsed.error.issues, where);
}

/** A file as its response; an envelope as its JSON text, `ok` when it is a code-200 answer (that --strict accepted). */
function reply(c: Context, endpoint: EndpointDefinition, result: HandlerResult, context: MockContext, zone: string): Response | { text: string; ok: boolean } {
  if (result instanceof BlobReply) {
    const disposition = `${result.disposition}; filename*=UTF-8''${encodeURIComponent(result.filename)}`;
    const data = typeof result.data === 'string' ? result.data : new Uint8Array(result.data);
    // A file is data, never a page: the browser neither guesses another type nor runs it as the API's origin.
    const headers = { 'content-type': result.contentType, 'content-disposition': disposition, 'download-filename': encodeURIComponent(result.filename), 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' };
    return c.body(data, 200, headers);
  }
  if (context.options.validateResponses && endpoint.response && result.code === 200) {
    const parsed = z.safeParse(endpoint.response, result);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid';
      context.options.log(`vigil-mock: response of ${endpoint.id} does not match the sdk schema: ${where}`);
      return { text: JSON.stringify(failure(500, render('mock.responseMismatch', { id: endpoint.id, where }, localeOfRequest(c)))), ok: false };
    }
  }
  // Written in the dialect after --strict checked vigil-mock's own answer, so the mock's contract with the sdk holds in
  // both; the control API's raw-field overrides go last, as a backend's odd field would arrive.
  const sent = withRawFields(context, endpoint.id, context.dialect.response(endpoint, result, zone));
  return { text: JSON.stringify(isTextKey(sent.msg) ? { ...sent, msg: render(sent.msg, {}, localeOfRequest(c)) } : sent), ok: result.code === 200 };
}

/** Static segments must win over params (`/system/user/profile` before `/system/user/:id`). */
function sortedBySpecificity(list: readonly EndpointDefinition[]): EndpointDefinition[] {
  const params = (endpoint: EndpointDefinition) => (endpoint.path.match(/:/g) ?? []).length;
  return [...list].sort((a, b) => params(a) - params(b));
}
