import { wireWallClock } from '@vigil/sdk';
import { browserTimeZone } from '../app/time-zone';
import { formatDateTime } from '../features/format/format-date-time';

/**
 * The alarm's timeStamp for display. A wire wall clock (`yyyy-MM-dd HH:mm:ss`) is shown as sent: it is already in
 * the user's zone (the socket is opened with it, and vigil-mock writes each socket's times in its zone). Epoch seconds
 * or milliseconds and ISO times with an offset are instants: shown in the user's zone `timeZone` (the `timeZone`
 * cookie every call and the socket pass), not the browser's. Anything unreadable is shown as sent.
 */
export function formatAlarmTime(value: string | number, locale: string, timeZone: string = browserTimeZone()): string {
  if (typeof value === 'string' && wireWallClock(value)?.hasTime) return value.trim();
  return formatDateTime(value, locale, timeZone) ?? String(value);
}
