import type { BlobResult } from '@vigil/sdk';
import { lineLabel } from './line-label';
import type { HistorySeries } from './history-series';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet of an export: a header row (time, then each probe's name and unit) and one row per instant. */
export function historySheet(series: HistorySeries, timeHeader: string, formatTime: (seconds: number) => string): (string | number | null)[][] {
  const header = [timeHeader, ...series.lines.map((l) => lineLabel(l.name, l.unit))];
  return [header, ...series.times.map((time, i) => [formatTime(time), ...series.lines.map((l) => l.values[i] ?? null)])];
}

/**
 * The history on screen as an .xlsx workbook, written in the browser: the backend has no history export, so the
 * spreadsheet library (@e965/xlsx) is loaded only when the user exports.
 */
export async function historyWorkbook(sheet: (string | number | null)[][], sheetName: string): Promise<BlobResult> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet), sheetName.slice(0, 31));
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return { blob: new Blob([bytes], { type: XLSX_TYPE }), fileName: undefined };
}
