import { COOKIE } from '../storage/storage-keys';
import { cookies } from './services';

/**
 * This browser's IANA time zone, kept in the `timeZone` cookie (spec §3). The alarm socket and every API call pass
 * it, so the backend writes the times it sends (`yyyy-MM-dd HH:mm:ss`) in the zone the page shows them in.
 */
export function browserTimeZone(): string {
  const stored = cookies.get(COOKIE.timeZone);
  if (stored) return stored;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  cookies.set(COOKIE.timeZone, zone);
  return zone;
}
