import { CURRENCY } from '../constants';

/**
 * An amount in yuan (spec §9) as money in `locale`: Intl's CNY currency with exactly two decimals,
 * e.g. 1234.5 → "¥1,234.50" (zh-CN) or "CN¥1,234.50" (en). A numeric string is read as its number;
 * anything else non-finite throws.
 */
export function formatYuan(value: number | string, locale: string): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new RangeError(`formatYuan: expected a finite amount, got ${String(value)}`);
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
