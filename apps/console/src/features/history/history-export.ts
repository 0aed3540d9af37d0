import type { BlobResult } from '@vigil/sdk';
import { csvBlob } from '../export/csv';
import type { HistorySeries } from './history-series';
import { lineLabel } from './line-label';

type Cell = string | number | null;

/** The sheet of an export: a header row (time, then each probe's name and unit) and one row per instant. */
export function historySheet(series: HistorySeries, timeHeader: string, formatTime: (seconds: number) => string): Cell[][] {
  const header = [timeHeader, ...series.lines.map((l) => lineLabel(l.name, l.unit))];
  return [header, ...series.times.map((time, i) => [formatTime(time), ...series.lines.map((l) => l.values[i] ?? null)])];
}

/**
 * The history on screen as a CSV file, written in the browser: the backend has no history export. Like the
 * backend's own exports (devices.csv, device-logs.csv) it is CSV, with a BOM so spreadsheet apps read Chinese as UTF-8.
 */
export function historyCsv(sheet: readonly Cell[][]): BlobResult {
  return { blob: csvBlob(sheet), fileName: undefined };
}
