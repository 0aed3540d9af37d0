import { parentPort, workerData } from 'node:worker_threads';
import { read, utils } from '@e965/xlsx';

/**
 * Parses one workbook off the server's thread (workbook.ts starts it with a heap limit and a deadline): the rows of
 * its first sheet as objects by header, at most `maxRows + 1` of them, or why not ('cells' past `maxCells`,
 * 'unreadable').
 */
const { bytes, maxRows, maxCells } = workerData as { bytes: Uint8Array; maxRows: number; maxCells: number };
let answer: { rows: Record<string, unknown>[] } | { refused: 'cells' | 'unreadable' };
try {
  const book = read(bytes, { type: 'array', dense: true, sheetRows: maxRows + 2, cellFormula: false, cellHTML: false, cellStyles: false });
  const sheet = book.SheetNames[0] === undefined ? undefined : book.Sheets[book.SheetNames[0]];
  const range = sheet?.['!ref'] ? utils.decode_range(sheet['!ref']) : undefined;
  const cells = range ? (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1) : 0;
  answer = cells > maxCells ? { refused: 'cells' } : { rows: sheet ? utils.sheet_to_json<Record<string, unknown>>(sheet, { raw: true, blankrows: false }) : [] };
} catch {
  answer = { refused: 'unreadable' };
}
parentPort?.postMessage(answer);
