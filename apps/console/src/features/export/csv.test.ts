import { describe, expect, it } from 'vitest';
import { csvBlob } from './csv';

describe('csvBlob', () => {
  it('writes a BOM, CRLF lines, empty cells for gaps and quotes cells that hold a comma or a quote', async () => {
    const blob = csvBlob([
      ['时间', 'CH4 (%LEL)'],
      ['2026-11-23 08:00:00', null],
      ['a, "b"', 1.5],
    ]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('时间,CH4 (%LEL)\r\n2026-11-23 08:00:00,\r\n"a, ""b""",1.5\r\n');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });
});
