import type { EndpointDefinition } from '../endpoints/define-endpoint';
import { pathParamNames } from '../endpoints/define-endpoint';

/** What goes to the transport (ky or fetch) besides method, headers and timeout. */
export interface EncodedRequest {
  url: string;
  searchParams?: URLSearchParams;
  body?: URLSearchParams | FormData;
  json?: unknown;
}

type Flat = Record<string, unknown>;

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function present(entries: Flat): [string, unknown][] {
  return Object.entries(entries).filter(([, value]) => value !== undefined && value !== null);
}

/** Search params: arrays comma-joined, the form Spring binds to `Long[]` (e.g. `userIds=1,2`). */
function toSearchParams(fields: Flat): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of present(fields)) params.append(key, Array.isArray(value) ? value.map(scalar).join(',') : scalar(value));
  return params;
}

/** Urlencoded form: arrays as repeated keys. */
function toForm(fields: Flat): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of present(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, scalar(item));
  }
  return form;
}

/** Multipart: Blobs/Files as file parts (keeping a File's name), arrays as repeated parts. */
function toMultipart(fields: Flat): FormData {
  const data = new FormData();
  for (const [key, value] of present(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (isBlob(item)) data.append(key, item, 'name' in item && typeof item.name === 'string' ? item.name : 'blob');
      else data.append(key, scalar(item));
    }
  }
  return data;
}

/**
 * Paging fields that also travel as search parameters when the body is JSON: RuoYi's `startPage()` (TableSupport)
 * reads `pageNum`/`pageSize` from request parameters only, which a JSON body is not (a form body is). Sending them in
 * both places lets a backend that reads either one page correctly.
 */
const PAGING_FIELDS = ['pageNum', 'pageSize'] as const;

function pagingParams(fields: Flat): URLSearchParams | undefined {
  const paging = Object.fromEntries(PAGING_FIELDS.map((name) => [name, fields[name]]));
  const params = toSearchParams(paging);
  return params.size > 0 ? params : undefined;
}

/** Splits one flat call input into path params and the rest, and encodes the rest as the endpoint says. */
export function encodeRequest(baseUrl: string, endpoint: Pick<EndpointDefinition, 'id' | 'path' | 'encoding'>, input: Flat | undefined): EncodedRequest {
  const rest: Flat = { ...input };
  let path = endpoint.path;
  for (const name of pathParamNames(endpoint.path)) {
    const value = rest[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`${endpoint.id}: path parameter "${name}" is required`);
    path = path.replace(`:${name}`, encodeURIComponent(String(value)));
    delete rest[name];
  }
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  switch (endpoint.encoding) {
    case 'query':
      return { url, searchParams: toSearchParams(rest) };
    case 'form':
      return { url, body: toForm(rest) };
    case 'multipart':
      return { url, body: toMultipart(rest) };
    case 'json': {
      const searchParams = pagingParams(rest);
      return searchParams ? { url, json: rest, searchParams } : { url, json: rest };
    }
    default:
      return { url };
  }
}
