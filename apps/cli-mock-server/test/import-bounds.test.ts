import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { WORKBOOK_LIMITS } from '../src/workbook';
import { call, formData, signedInAdmin, type TestServer } from './support';
import { busyMs } from './thread-cpu';
import { uploadedWorkbook, workbookBytes } from './workbooks';

/** A zip of the given entries (stored deflated), as an xlsx is: local headers, central directory, end record. */
function zip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name);
    // The fields a local header and its central record share stand 2 bytes further on in the central one.
    const header = (size: number, signature: number, shift: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      bytes.writeUInt16LE(20, 4 + shift); // version needed to extract
      bytes.writeUInt16LE(8, 8 + shift); // deflated
      bytes.writeUInt32LE(crc32(data), 14 + shift);
      bytes.writeUInt32LE(packed.length, 18 + shift);
      bytes.writeUInt32LE(data.length, 22 + shift);
      bytes.writeUInt16LE(nameBytes.length, 26 + shift);
      return bytes;
    };
    const local = header(30, 0x04034b50, 0);
    const central = header(46, 0x02014b50, 2);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const importForm = (bytes: Uint8Array) => formData({ productId: '15144628', file: uploadedWorkbook(bytes) });

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.POSITIVE_INFINITY;

describe('imports are bounded by what they expand to (issue 27)', () => {
  let server: TestServer;
  let token: string;
  signedInAdmin((session) => ({ server, token } = session));

  /**
   * Runs the import while polling /__mock/health: its answer, how long it held this thread (the server's: it runs in
   * this process), and how long each health call held it. Held = the lesser of wall time and this thread's CPU time
   * (see thread-cpu.ts): a busy machine's scheduler stretches wall time, never this thread's CPU time, while a server
   * blocked by its own parse shows that parse as CPU time here.
   */
  async function importWhileWatching(bytes: Uint8Array) {
    const heapBefore = process.memoryUsage().heapUsed;
    let done = false;
    const importing = busyMs(() => call(server, 'POST', '/senstor/info/import', { token, body: importForm(bytes) })).finally(() => {
      done = true;
    });
    const health: number[] = [];
    while (!done) {
      const { value, busyMs: held } = await busyMs(() => call(server, 'GET', '/__mock/health'));
      expect(value.body.status).toBe('ok');
      health.push(held);
    }
    const { value: answer, busyMs: ms } = await importing;
    return { answer, ms, health, heapGrowth: process.memoryUsage().heapUsed - heapBefore };
  }

  it('a 40 KB workbook whose sheet expands to 40 MB is refused from its central directory, within a second, naming the limit', async () => {
    const row = '<row><c t="inlineStr"><is><t>869999000000001</t></is></c></row>';
    const sheet = Buffer.from(`<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row.repeat(Math.ceil((40 * 1024 * 1024) / row.length))}</sheetData></worksheet>`);
    const bytes = zip({ '[Content_Types].xml': Buffer.from('<Types/>'), 'xl/worksheets/sheet1.xml': sheet });
    expect(bytes.length).toBeLessThan(500 * 1024); // within the 500 KB upload limit
    const { answer, ms, heapGrowth } = await importWhileWatching(bytes);
    expect(answer.body).toEqual({ code: 400, msg: `The workbook expands past ${WORKBOOK_LIMITS.uncompressedBytes / 1024 / 1024} MB: split it and import the parts`, field: 'file' });
    // Within a second of this thread's time (the health polling shares it, so this is if anything stricter).
    expect(ms).toBeLessThan(1000);
    expect(heapGrowth).toBeLessThan(64 * 1024 * 1024);
  });

  it('a sheet past the cell limit is refused, parsed off the server’s thread: the health check keeps answering', async () => {
    const columns = Math.ceil(WORKBOOK_LIMITS.cells / 900);
    const rows = Array.from({ length: 1000 }, (_, r) => Array.from({ length: columns }, (_, c) => (r === 0 ? `col${c}` : 1)));
    const bytes = workbookBytes(rows);
    expect(bytes.length).toBeLessThan(500 * 1024);
    const { answer, health } = await importWhileWatching(bytes);
    expect(answer.body).toEqual({ code: 400, msg: `The sheet has more than ${WORKBOOK_LIMITS.cells} cells`, field: 'file' });
    // The parse ran beside the server: health calls were answered meanwhile, each holding the server's thread for
    // well under 100 ms. The median, not the slowest: one GC pause is not a blocked server (a server parsing on its
    // own thread answers the first call only after the parse, and no other).
    expect(health.length).toBeGreaterThan(0);
    expect(median(health)).toBeLessThan(100);
  });

  it('an ordinary workbook still imports', async () => {
    const bytes = workbookBytes([{ imei: '869999000000777', name: 'Bounded' }]);
    const { answer } = await importWhileWatching(bytes);
    expect(answer.body).toMatchObject({ code: 200, data: { success: 1, failed: 0 } });
  });
});
