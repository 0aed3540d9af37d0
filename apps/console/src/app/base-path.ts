/** Deployment base without the trailing slash ('' at the domain root, '/console' under a sub-path). */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** API base of the contract: same origin, VITE_API_BASE or /api. */
export function apiBaseUrl(origin: string = location.origin): string {
  return `${origin}${import.meta.env.VITE_API_BASE ?? '/api'}`;
}

/** Public alarm socket URL from the page location (ws: or wss:). */
export function alarmSocketUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws/alarm`;
}

/** Regular (device) socket URL from the page location: one device's readings (spec §7). */
export function deviceSocketUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return alarmSocketUrl(loc).replace(/\/ws\/alarm$/, '/ws/device');
}
