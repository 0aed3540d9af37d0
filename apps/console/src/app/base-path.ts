import { runtimeSettings } from './runtime-settings';

/** Deployment base without the trailing slash ('' at the domain root, '/console' under a sub-path). */
export const BASE_PATH = import.meta.env.BASE_URL.replace(/\/+$/, '');

const isAbsolute = (url: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(url);

/** API base of the contract: the settings file's `apiBase`, else VITE_API_BASE, else /api; a path is on `origin`. */
export function apiBaseUrl(origin: string = location.origin): string {
  const base = runtimeSettings().apiBase ?? import.meta.env.VITE_API_BASE ?? '/api';
  return isAbsolute(base) ? base : `${origin}${base}`;
}

type PageLocation = Pick<Location, 'protocol' | 'host'>;

/** A socket URL: an absolute ws(s) URL as it is; a path on the page's host, ws: or wss: as the page is served. */
function socketUrl(pathOrUrl: string, loc: PageLocation): string {
  if (isAbsolute(pathOrUrl)) return pathOrUrl;
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${pathOrUrl}`;
}

/** Public alarm socket URL: the settings file's `sockets.alarm`, else /ws/alarm on the page's host. */
export function alarmSocketUrl(loc: PageLocation = location): string {
  return socketUrl(runtimeSettings().sockets?.alarm ?? '/ws/alarm', loc);
}

/** Regular (device) socket URL: one device's readings (spec §7); `sockets.device`, else /ws/device. */
export function deviceSocketUrl(loc: PageLocation = location): string {
  return socketUrl(runtimeSettings().sockets?.device ?? '/ws/device', loc);
}
