import { describe, expect, it } from 'vitest';
import { failuresCsv } from './import-failures';

describe('failuresCsv', () => {
  it('has the localized header, then one line per refused row, readable by Excel as UTF-8', async () => {
    const blob = failuresCsv(
      [
        { row: 2, field: 'imei', msg: '请输入正确的设备IMEI' },
        { row: 5, field: 'remark', msg: 'too long, "really", yes' },
      ],
      ['行号', '字段', '失败原因'],
    );
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('行号,字段,失败原因\r\n2,imei,请输入正确的设备IMEI\r\n5,remark,"too long, ""really"", yes"\r\n');
  });
});
