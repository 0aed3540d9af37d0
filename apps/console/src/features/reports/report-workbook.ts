import type { Translate } from '../../i18n/translator';
import { REPORT_FIGURES, type ReportRow } from './report-queries';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The report as an .xlsx workbook, made in the browser: the backend has no export call for /device/chart/count.
 * SheetJS CE (`@e965/xlsx`, the maintained 0.20 line; never the npm `xlsx` package) loads only when exporting.
 */
export async function reportWorkbook(rows: readonly ReportRow[], t: Translate, sheetName: string): Promise<Blob> {
  const { utils, write } = await import('@e965/xlsx');
  const header = [t('report.period'), ...REPORT_FIGURES.map((figure) => t(`report.${figure}`))];
  const body = rows.map((row) => [t(row.range.label), ...REPORT_FIGURES.map((figure) => row[figure])]);
  const book = utils.book_new(utils.aoa_to_sheet([header, ...body]), sheetName.slice(0, 31));
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: XLSX_TYPE });
}
