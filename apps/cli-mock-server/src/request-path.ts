import type { MiddlewareHandler } from 'hono';
import { TransportError } from './errors';

/** The decoded path, or undefined when its percent-encoding is malformed (`%E0%A4%A`, `%ZZ`). */
export function decodePath(raw: string): string | undefined {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The decoded path of a request URL (no query); a malformed percent-encoding is an HTTP 400. */
export function pathOf(url: string): string {
  const raw = new URL(url, 'http://localhost').pathname;
  const path = decodePath(raw);
  if (path === undefined) throw new TransportError(400, 'request.malformedPath', { path: raw });
  return path;
}

/**
 * Refuses a malformed path before any route sees it: Hono would keep the bad sequence as literal text in
 * params (answering "user %E0%A4%A does not exist"), and a strict decoder (static files) would throw.
 */
export const refuseMalformedPath: MiddlewareHandler = async (c, next) => {
  // Only a percent sign can make a path malformed: the rest need no parse (this runs on every request).
  if (c.req.url.includes('%')) pathOf(c.req.url);
  await next();
};
