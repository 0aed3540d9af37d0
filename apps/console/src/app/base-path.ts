/** Deployment base without the trailing slash ('' at the domain root, '/console' under a sub-path). */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** API base of the contract: same origin, VITE_API_BASE or /api. */
export function apiBaseUrl(origin: string = location.origin): string {
  return `${origin}${import.meta.env.VITE_API_BASE ?? '/api'}`;
}

type PageLocation = Pick<Location, 'protocol' | 'host'>;

/** A socket path on the page's host, ws: or wss: as the page is served. */
function socketUrl(path: string, loc: PageLocation): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${path}`;
}

/** Public alarm socket URL from the page location. */
export function alarmSocketUrl(loc: PageLocation = location): string {
  return socketUrl('/ws/alarm', loc);
}

/** Regular (device) socket URL from the page location: one device's readings (spec §7). */
export function deviceSocketUrl(loc: PageLocation = location): string {
  return socketUrl('/ws/device', loc);
}
