import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=report.xlsx', 'report.xlsx'],
    [`attachment; filename="a.xlsx"; filename*=UTF-8''${encodeURIComponent('报警 记录.xlsx')}`, '报警 记录.xlsx'],
    [`attachment; filename=${encodeURIComponent('设备日志.xlsx')}`, '设备日志.xlsx'],
    ['attachment; filename="quote\\"d.txt"', 'quote"d.txt'],
    ["attachment; filename*=UTF-8''%E0%A4%A; filename=\"fallback.txt\"", 'fallback.txt'],
    ['attachment; filename="100%.txt"', '100%.txt'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
  it('is undefined without a file name', () => {
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('inline')).toBeUndefined();
    expect(fileNameFromContentDisposition('attachment; filename=""')).toBeUndefined();
  });
});
