/** A reading for the screen: the number in the user's language (at most 2 decimals) and its unit; a dash for none. */
export function formatReading(value: unknown, unit: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  const text = typeof unit === 'string' ? unit.trim() : '';
  return text ? `${number} ${text}` : number;
}
