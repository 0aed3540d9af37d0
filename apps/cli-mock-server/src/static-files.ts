import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { cacheControlOf, type RuntimeSettings, readRuntimeSettings, securityHeaders } from '@vigil/sdk/settings';
import type { Context, MiddlewareHandler } from 'hono';
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

/** The site settings beside the built console (config.json), as the console reads them; none or invalid: the defaults. */
function siteSettings(root: string): RuntimeSettings {
  try {
    const reading = readRuntimeSettings(JSON.parse(readFileSync(join(root, 'config.json'), 'utf8')));
    return reading.ok ? reading.settings : {};
  } catch {
    return {};
  }
}

/**
 * The security headers a production web server sends with the console (deploy/nginx), on every answer of a server
 * that serves it, API included: development sees a CSP violation as early as a site would.
 */
export function staticSecurityHeaders(dir: string): MiddlewareHandler {
  const headers = Object.entries(securityHeaders(siteSettings(resolve(dir))));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) {
      // An answer's own policy stays (an uploaded file's sandbox); a websocket upgrade may have immutable headers.
      try {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      } catch {}
    }
  };
}

/**
 * Serves a built single-page app from `dir` under `prefix`: existing files as they are (their `.br` or `.gz` twin
 * when the build wrote one and the client accepts it), any other route-like path or page navigation as index.html so
 * client-side routes survive a reload. Returns undefined when not ours.
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

const isFile = (file: string): Promise<boolean> => stat(file).then((info) => info.isFile(), () => false);

/** The encodings an `Accept-Encoding` header accepts (`br;q=0` refuses brotli). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** The precompressed twin the client accepts (brotli first), as the build wrote it beside the file. */
async function encodedTwin(c: Context, file: string): Promise<{ file: string; encoding: 'br' | 'gzip' } | undefined> {
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  for (const [suffix, encoding] of [['.br', 'br'], ['.gz', 'gzip']] as const) {
    if (accepted.has(encoding) && (await isFile(`${file}${suffix}`))) return { file: `${file}${suffix}`, encoding };
  }
  return undefined;
}

async function serveFile(c: Context, file: string): Promise<Response | undefined> {
  try {
    if (!(await isFile(file))) return undefined;
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const twin = await encodedTwin(c, file);
    const headers: Record<string, string> = { 'content-type': type, 'cache-control': cacheControlOf(file.split(sep).join('/')), vary: 'Accept-Encoding' };
    if (twin) headers['content-encoding'] = twin.encoding;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(twin?.file ?? file)), 200, headers);
  } catch {
    return undefined;
  }
}
