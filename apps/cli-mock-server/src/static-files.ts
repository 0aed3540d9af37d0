import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { pathOf } from './request-path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves a built single-page app from `dir` under `prefix`: existing files as they are, any other
 * route-like path or page navigation as index.html so client-side routes survive a reload.
 * Returns undefined when not ours.
 */
export function createStaticHandler(dir: string, prefix: string) {
  const root = resolve(dir);
  return async (c: Context): Promise<Response | undefined> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
    const pathname = pathOf(c.req.url);
    if (prefix !== '' && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return undefined;
    const relative = pathname.slice(prefix.length).replace(/^\/+/, '');
    const file = resolve(join(root, relative));
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    const served = await serveFile(c, file === root ? join(root, 'index.html') : file);
    if (served) return served;
    // SPA fallback for route-like paths and for page navigations (a route such as
    // /appfile/12/manual.pdf has a dot in it); a missing asset fetched by a script or image stays a 404.
    const routeLike = extname(relative) === '' || extname(relative) === '.html';
    if (!routeLike && !isPageNavigation(c)) return undefined;
    return serveFile(c, join(root, 'index.html'));
  };
}

/** A browser loading a page (not a sub-resource) asks for HTML first. */
function isPageNavigation(c: Context): boolean {
  if (c.req.header('sec-fetch-dest') === 'document') return true;
  return (c.req.header('accept') ?? '').includes('text/html');
}

async function serveFile(c: Context, file: string): Promise<Response | undefined> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return undefined;
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers = { 'content-type': type, 'cache-control': cache };
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(file)), 200, headers);
  } catch {
    return undefined;
  }
}
