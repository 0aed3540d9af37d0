import { BYTE_UNIT_BASE } from '../constants';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

function twoDecimals(value: number): string {
  // Two decimals, a zero decimal part dropped ("1.00" → "1"; "1.50" stays).
  return value.toFixed(2).replace(/\.00$/, '');
}

/**
 * Spec §9: below 0.1 KiB in bytes, below 0.1 MiB in KB, below 0.1 GiB in MB, else GB; base 1024, two decimals.
 * 50 → "50 B", 200 → "0.20 KB", 1024 → "1 KB", 1536 → "1.50 KB". Non-finite or negative input throws.
 */
export function formatBytes(bytes: number): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`formatBytes: expected a non-negative finite number, got ${String(bytes)}`);
  }
  let unit = 0;
  while (unit < UNITS.length - 1 && bytes >= 0.1 * BYTE_UNIT_BASE ** (unit + 1)) unit += 1;
  return `${twoDecimals(bytes / BYTE_UNIT_BASE ** unit)} ${UNITS[unit]}`;
}

/**
 * A size limit as people state one: whole MB from 1 MiB up, else KB (base 1024, at most two decimals).
 * 512,000 → "500 KB", 262,144 → "256 KB", 1,048,576 → "1 MB", 20,971,520 → "20 MB".
 */
export function formatByteLimit(bytes: number): string {
  const mb = bytes / BYTE_UNIT_BASE ** 2;
  return mb >= 1 ? `${twoDecimals(mb)} MB` : `${twoDecimals(bytes / BYTE_UNIT_BASE)} KB`;
}
