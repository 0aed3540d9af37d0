import type { Translate } from '../../i18n/translator';
import { csvBlob } from '../export/csv';
import { REPORT_FIGURES, type ReportRow } from './report-queries';

/**
 * The report as CSV written in the browser (the backend has no export call for /device/chart/count), with the
 * writer the history and import-failure files use: a header, then one row per period, in the page's language.
 */
export function reportCsv(rows: readonly ReportRow[], t: Translate): Blob {
  const header = [t('report.period'), ...REPORT_FIGURES.map((figure) => t(`report.${figure}`))];
  return csvBlob([header, ...rows.map((row) => [t(row.range.label), ...REPORT_FIGURES.map((figure) => row[figure])])]);
}
