/** The alarm's timeStamp for display: epoch ms/s as local date-time, strings as sent. */
export function formatAlarmTime(value: string | number, locale: string): string {
  if (typeof value === 'string' && !/^\d+$/.test(value)) return value;
  const n = Number(value);
  const ms = n < 1e12 ? n * 1000 : n;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString(locale, { hour12: false });
}
