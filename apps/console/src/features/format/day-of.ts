/**
 * The day (`yyyy-MM-dd`) an instant falls on in `timeZone`, by the browser's own calendar: no date library, so the
 * alarm list's default range can be keyed at navigation (features/modules/route-data) before that library has loaded.
 */
export function dayOf(instant: Date | number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
