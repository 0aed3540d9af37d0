import { read, utils } from '@e965/xlsx';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * The rows of a workbook's first sheet as objects keyed by its header row, or undefined when the bytes are no xlsx
 * (a zip) or xls (a compound file): the parser would otherwise read a renamed CSV or HTML page as a sheet. Rows past
 * `maxRows + 1` are not even parsed, so a caller sees a longer sheet as `maxRows + 1` rows.
 */
export function readSheetRows(bytes: Uint8Array, maxRows: number): Record<string, unknown>[] | undefined {
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, COMPOUND_FILE)) return undefined;
  try {
    const book = read(bytes, { type: 'array', dense: true, sheetRows: maxRows + 2, cellFormula: false, cellHTML: false, cellStyles: false });
    const sheet = book.SheetNames[0] === undefined ? undefined : book.Sheets[book.SheetNames[0]];
    return sheet ? utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: true, blankrows: false }) : [];
  } catch {
    return undefined;
  }
}
