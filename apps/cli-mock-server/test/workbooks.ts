import { utils, write } from '@e965/xlsx';

type BookType = 'xlsx' | 'biff8';
const MEDIA_TYPES: Record<BookType, string> = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', biff8: 'application/vnd.ms-excel' };
const bookTypeOf = (name: string): BookType => (name.toLowerCase().endsWith('.xls') ? 'biff8' : 'xlsx');

/**
 * The bytes of a workbook of one sheet: rows as objects (the header row is their keys) or as arrays (the first is the
 * header row). An xlsx is deflated, as Excel writes it.
 */
export function workbookBytes(rows: readonly Record<string, unknown>[] | readonly unknown[][], bookType: BookType = 'xlsx'): Uint8Array {
  const book = utils.book_new();
  const sheet = rows.every((row) => Array.isArray(row)) ? utils.aoa_to_sheet(rows as unknown[][]) : utils.json_to_sheet([...(rows as Record<string, unknown>[])]);
  utils.book_append_sheet(book, sheet, 'devices');
  return new Uint8Array(write(book, { type: 'array', bookType, compression: true }) as ArrayBuffer);
}

/** Bytes as the File a multipart upload sends, its media type from the name (.xls or .xlsx). */
export function uploadedWorkbook(bytes: Uint8Array, name = 'devices.xlsx'): File {
  return new File([new Uint8Array(bytes)], name, { type: MEDIA_TYPES[bookTypeOf(name)] });
}

/** A workbook file of one sheet whose header row is the rows' keys, as a File the multipart upload sends. */
export function workbookFile(rows: readonly Record<string, unknown>[], name = 'devices.xlsx'): File {
  return uploadedWorkbook(workbookBytes(rows, bookTypeOf(name)), name);
}
