import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator';
import { reportCsv } from './report-csv';
import { REPORT_RANGES } from './report-ranges';

describe('report CSV', () => {
  it('holds a header and one row per period with its figures, in the language of the page', async () => {
    const { t } = createTranslator('en');
    const rows = REPORT_RANGES.map((range, index) => ({ range, total: 12, online: 9, offline: 3, alarm: index * 4 }));
    const text = await reportCsv(rows, t).text();
    expect(text.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toEqual([
      'Period,Devices,Online,Offline,Alarms',
      'Last day,12,9,3,0',
      'Last 7 days,12,9,3,4',
      'Last 30 days,12,9,3,8',
    ]);
  });
});
