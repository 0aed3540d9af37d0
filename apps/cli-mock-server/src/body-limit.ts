import { type EndpointDefinition, formatByteLimit } from '@vigil/sdk';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
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
  // The rest of the body is never read, so the connection cannot be reused: tell the client.
  const onError = (c: Context) => c.json(failure(413, render('request.tooLarge', { size: formatByteLimit(shown) }, localeOfRequest(c))), 413, { connection: 'close' });
  const streamed = bodyLimit({ maxSize: maxBytes, onError });
  return (c, next) => {
    // A body of a stated length (what browsers and the sdk send) is judged by it, and stays in Node's own stream for
    // readJson: building the web Request's body stream cost more than the rest of a cached read (issue 24).
    const incoming = incomingOf(c);
    const length = incoming?.headers['content-length'];
    if (!incoming || length === undefined || incoming.headers['transfer-encoding'] !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > maxBytes) return Promise.resolve(onError(c));
    direct.add(c);
    return next();
  };
}

/** Requests whose body is still unread in Node's stream, within its limit (see limitBody). */
const direct = new WeakSet<Context>();

/** The Node request behind a Hono context (`@hono/node-server` passes it as `env.incoming`); undefined elsewhere. */
function incomingOf(c: Context): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming;
}

/** The body as text, read from Node's stream when limitBody let it through unread; undefined: read it the web way. */
export async function directText(c: Context): Promise<string | undefined> {
  const incoming = incomingOf(c);
  if (!incoming || !direct.has(c)) return undefined;
  direct.delete(c);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    incoming.once('error', reject);
  });
}

/** An endpoint's body limit: an upload's own (sdk table `maxBytes`, plus multipart framing), else the JSON/form limit. */
export function limitFor(endpoint: EndpointDefinition, jsonMaxBytes: number): MiddlewareHandler {
  if (endpoint.encoding === 'multipart' && endpoint.maxBytes !== undefined) return limitBody(endpoint.maxBytes + MULTIPART_OVERHEAD_BYTES, endpoint.maxBytes);
  return limitBody(jsonMaxBytes);
}
