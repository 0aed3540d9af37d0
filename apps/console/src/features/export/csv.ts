/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

const cell = (value: CsvCell): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Rows as a CSV file written in the browser (RFC 4180: CRLF lines, cells with a comma, quote or line break quoted).
 * It starts with a byte-order mark so Excel reads Chinese text as UTF-8.
 */
export function csvBlob(rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob([`\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
