import { type EndpointDefinition, formatByteLimit } from '@vigil/sdk';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { failure } from './envelope';
import { localeOfRequest, render } from './i18n/locale';

/** Room for a multipart body's boundaries, part headers and small fields besides the file content. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * Refuses a body over `maxBytes` with HTTP 413 before it is parsed: at once from Content-Length, or as soon as a
 * chunked body passes the limit. `shown` is the limit the message states (an upload's file limit).
 */
export function limitBody(maxBytes: number, shown = maxBytes): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    // The rest of the body is never read, so the connection cannot be reused: tell the client.
    onError: (c) => c.json(failure(413, render('request.tooLarge', { size: formatByteLimit(shown) }, localeOfRequest(c))), 413, { connection: 'close' }),
  });
}

/** An endpoint's body limit: an upload's own (sdk table `maxBytes`, plus multipart framing), else the JSON/form limit. */
export function limitFor(endpoint: EndpointDefinition, jsonMaxBytes: number): MiddlewareHandler {
  if (endpoint.encoding === 'multipart' && endpoint.maxBytes !== undefined) return limitBody(endpoint.maxBytes + MULTIPART_OVERHEAD_BYTES, endpoint.maxBytes);
  return limitBody(jsonMaxBytes);
}
