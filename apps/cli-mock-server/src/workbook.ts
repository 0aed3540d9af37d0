import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { zipExtent } from './zip-bounds';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

/**
 * What one import may expand to (issue 27: a 414 KB workbook once held the server for 40 s and 1.9 GB), checked
 * before parsing completes: the zip's declared uncompressed size and entries, the first sheet's cells (its used
 * range), and for the parse itself a heap and a time limit in its own thread, so the server keeps answering.
 */
export const WORKBOOK_LIMITS = {
  uncompressedBytes: 16 * 1024 * 1024,
  entries: 200,
  cells: 50_000,
  heapMb: 256,
  parseMs: 10_000,
} as const;

/** Why a workbook was refused, with the limit it broke (for the refusal's text). */
export type WorkbookRefusal = { limit: 'unreadable' } | { limit: 'uncompressed' | 'entries' | 'cells' | 'memory' | 'time'; max: number };

export type SheetRows = { rows: Record<string, unknown>[] } | { refused: WorkbookRefusal };

/**
 * The worker: its built file beside this one (dist), or from the sources through tsx (tests; Node 20 cannot start a
 * `.ts` worker by itself, so a small module registers tsx and imports it).
 */
function workerSource(): { source: URL | string; eval: boolean } {
  const built = new URL('./workbook-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { source: built, eval: false };
  const sources = new URL('./workbook-worker.ts', import.meta.url).href;
  return { source: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(sources)}); })`, eval: true };
}

/**
 * The rows of a workbook's first sheet as objects keyed by its header row, or the refusal: bytes that are no xlsx
 * (a zip) or xls (a compound file) are unreadable (the parser would otherwise read a renamed CSV or HTML page as a
 * sheet). Rows past `maxRows + 1` are not even parsed, so a caller sees a longer sheet as `maxRows + 1` rows.
 */
export async function readSheetRows(bytes: Uint8Array, maxRows: number): Promise<SheetRows> {
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, COMPOUND_FILE)) return { refused: { limit: 'unreadable' } };
  if (startsWith(bytes, ZIP)) {
    const extent = zipExtent(bytes);
    if (!extent) return { refused: { limit: 'unreadable' } };
    if (extent.entries > WORKBOOK_LIMITS.entries) return { refused: { limit: 'entries', max: WORKBOOK_LIMITS.entries } };
    if (extent.uncompressed > WORKBOOK_LIMITS.uncompressedBytes) return { refused: { limit: 'uncompressed', max: WORKBOOK_LIMITS.uncompressedBytes / 1024 / 1024 } };
  }
  const { source, eval: evaluated } = workerSource();
  const worker = new Worker(source, {
    eval: evaluated,
    workerData: { bytes, maxRows, maxCells: WORKBOOK_LIMITS.cells },
    resourceLimits: { maxOldGenerationSizeMb: WORKBOOK_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
  });
  return new Promise<SheetRows>((resolve) => {
    const timer = setTimeout(() => {
      resolve({ refused: { limit: 'time', max: WORKBOOK_LIMITS.parseMs / 1000 } });
      void worker.terminate();
    }, WORKBOOK_LIMITS.parseMs);
    const done = (answer: SheetRows) => {
      clearTimeout(timer);
      resolve(answer);
      void worker.terminate();
    };
    worker.once('message', (answer: { rows: Record<string, unknown>[] } | { refused: 'cells' | 'unreadable' }) =>
      done('rows' in answer ? answer : { refused: answer.refused === 'cells' ? { limit: 'cells', max: WORKBOOK_LIMITS.cells } : { limit: 'unreadable' } }),
    );
    // ERR_WORKER_OUT_OF_MEMORY: the heap limit was reached.
    worker.once('error', (error: Error & { code?: string }) => done({ refused: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { limit: 'memory', max: WORKBOOK_LIMITS.heapMb } : { limit: 'unreadable' } }));
    worker.once('exit', () => done({ refused: { limit: 'unreadable' } }));
  });
}
