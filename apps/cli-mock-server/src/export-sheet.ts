import { toCsv } from './csv';
import type { Locale, Localized } from './i18n/messages';
import type { Row } from './state';

/**
 * One column of an exported sheet: its header in both languages and, for a coded field, how a value reads in words.
 * An export is read by a person in a spreadsheet, so its header row and coded values are in the caller's language
 * (Accept-Language), like every answer of the mock; the records' own texts (names, addresses) stay as stored.
 */
export interface SheetColumn {
  key: string;
  header: Localized;
  value?: (row: Row, locale: Locale) => unknown;
}

/** The rows as CSV under a header row in `locale`, each coded cell in that language's words. */
export function sheetCsv(rows: readonly Row[], columns: readonly SheetColumn[], locale: Locale): string {
  const cells = rows.map((row) => Object.fromEntries(columns.map((column) => [column.key, column.value ? column.value(row, locale) : row[column.key]])));
  return toCsv(
    cells,
    columns.map((column) => column.key),
    columns.map((column) => column.header[locale]),
  );
}
