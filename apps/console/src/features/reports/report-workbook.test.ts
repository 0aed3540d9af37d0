import { read, utils } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator';
import { REPORT_RANGES } from './report-ranges';
import { reportWorkbook } from './report-workbook';

describe('report workbook', () => {
  it('holds a header and one row per period with its figures, in the language of the page', async () => {
    const { t } = createTranslator('en');
    const rows = REPORT_RANGES.map((range, index) => ({ range, total: 12, online: 9, offline: 3, alarm: index * 4 }));
    const blob = await reportWorkbook(rows, t, 'Data report');
    const book = read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) throw new Error('no sheet');
    expect(book.SheetNames).toEqual(['Data report']);
    expect(utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Period', 'Devices', 'Online', 'Offline', 'Alarms'],
      ['Last day', 12, 9, 3, 0],
      ['Last 7 days', 12, 9, 3, 4],
      ['Last 30 days', 12, 9, 3, 8],
    ]);
  });
});
