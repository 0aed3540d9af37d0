import { utils, write } from '@e965/xlsx';

/** A workbook file of one sheet whose header row is the rows' keys, as a File the multipart upload sends. */
export function workbookFile(rows: readonly Record<string, unknown>[], name = 'devices.xlsx'): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.json_to_sheet([...rows]), 'devices');
  const bookType = name.toLowerCase().endsWith('.xls') ? 'biff8' : 'xlsx';
  const bytes = write(book, { type: 'array', bookType }) as ArrayBuffer;
  return new File([bytes], name, { type: bookType === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/vnd.ms-excel' });
}
