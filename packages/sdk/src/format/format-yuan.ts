const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in yuan (spec §9: member amounts are yuan) as money in `locale`: CNY, always two decimals.
 * zh-CN 12.5 → "¥12.50"; en 1234 → "CN¥1,234.00". A numeric string (RuoYi sends BigDecimal as either) is read as its
 * number; anything not a finite amount throws.
 */
export function formatYuan(yuan: number | string, locale: string): string {
  const value = typeof yuan === 'string' && yuan.trim() !== '' ? Number(yuan) : yuan;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`formatYuan: expected a finite amount, got ${String(yuan)}`);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format.format(value);
}
