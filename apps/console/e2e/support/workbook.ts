import { createRequire } from 'node:module';
import path from 'node:path';
import { consoleRoot } from './mock-server';

/** The part of SheetJS (vigil-mock's workbook reader, @e965/xlsx) that writes a workbook. */
interface SheetJs {
  utils: {
    book_new(): unknown;
    json_to_sheet(rows: readonly Record<string, string | number>[]): unknown;
    book_append_sheet(book: unknown, sheet: unknown, name: string): void;
  };
  write(book: unknown, options: { type: 'buffer'; bookType: 'xlsx' | 'xls' }): Buffer;
}

// The console does not depend on SheetJS: borrow vigil-mock's copy, the one that will read the file.
const sheetJs = createRequire(path.join(consoleRoot, '../cli-mock-server/package.json'))('@e965/xlsx') as SheetJs;

/** An xlsx workbook whose first sheet has a header row from the rows' keys, then the rows. */
export function workbook(rows: readonly Record<string, string | number>[]): Buffer {
  const book = sheetJs.utils.book_new();
  sheetJs.utils.book_append_sheet(book, sheetJs.utils.json_to_sheet(rows), 'devices');
  return sheetJs.write(book, { type: 'buffer', bookType: 'xlsx' });
}

/** A valid IMEI (86 + 13 digits) no other run or seeded device has. */
export function uniqueImei(): string {
  return `86${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}
