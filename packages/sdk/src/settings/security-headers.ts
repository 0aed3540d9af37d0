import type { RuntimeSettings } from './runtime-settings';

/**
 * The origin a URL (or a Leaflet tile template) is served from, as a CSP source: `https://a.example.com`; a templated
 * leading label (`webrd0{s}.is.autonavi.com`) becomes a wildcard (`https://*.is.autonavi.com`). A path is on the
 * console's own origin: undefined.
 */
export function cspSourceOf(url: string): string | undefined {
  const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]+)/i.exec(url);
  if (!match) return undefined;
  const [, scheme, host] = match as unknown as [string, string, string];
  const labels = host.split('.');
  const templated = labels.findLastIndex((label) => label.includes('{'));
  const source = templated < 0 ? host : ['*', ...labels.slice(templated + 1)].join('.');
  return `${scheme.toLowerCase()}://${source}`;
}

const unique = (sources: readonly (string | undefined | null)[]): string[] => [...new Set(sources.filter((s): s is string => Boolean(s)))];

/**
 * The Content-Security-Policy the console satisfies, for a site's settings: scripts only from the console's origin
 * (no inline script, no eval: the console runs zod jitless), the API, sockets, tiles and streams the settings name,
 * and no framing unless `frameAncestors` allows it. Inline styles stay allowed: Radix's scroll lock and Leaflet write
 * `<style>` and style attributes.
 */
export function contentSecurityPolicy(settings: RuntimeSettings = {}): string {
  const api = settings.apiBase ? cspSourceOf(settings.apiBase) : undefined;
  const sockets = [settings.sockets?.alarm, settings.sockets?.device].map((url) => (url ? cspSourceOf(url) : undefined));
  const tiles = settings.map?.tileUrl ? cspSourceOf(settings.map.tileUrl) : undefined;
  const streams = settings.streamOrigins ?? [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', tiles])],
    ['media-src', unique(["'self'", 'data:', 'blob:', ...streams])],
    ['connect-src', unique(["'self'", api, ...sockets, ...streams])],
    ['font-src', ["'self'", 'data:']],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', settings.frameAncestors?.length ? settings.frameAncestors : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The security headers every answer of the console's web server carries (nginx's site file and vigil-mock --static). */
export function securityHeaders(settings: RuntimeSettings = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Push-to-talk and local recording use the microphone; nothing uses the camera, location or payment APIs.
    'Permissions-Policy': 'camera=(), geolocation=(), payment=(), microphone=(self)',
  };
}

/** Spec §9's cache rules for a console file: the HTML and the settings file never cached, hashed assets for a year. */
export function cacheControlOf(path: string): string {
  return /(^|\/)assets\//.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
