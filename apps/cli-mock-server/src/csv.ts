import type { Row } from './state';

/**
 * A CSV export (with a BOM so spreadsheet apps read the Chinese text as UTF-8): one column per field of `columns`,
 * under `headers` (the field names unless given).
 */
export function toCsv(rows: readonly Row[], columns: readonly string[], headers: readonly string[] = columns): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[headers.map(cell).join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\n')}\n`;
}

export const CSV_TYPE = 'text/csv; charset=utf-8';
