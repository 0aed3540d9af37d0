import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and media are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.wasm']);
/** Smaller files gain less than the extra request headers cost. */
export const MIN_BYTES = 1024;
/** A site edits its settings file after the build: a stale config.json.gz beside it would win. */
const NEVER = new Set(['config.json']);

async function* filesOf(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text file of the build, so the web server sends them as
 * they are (nginx `brotli_static`/`gzip_static`, vigil-mock --static) instead of compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vigil-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesOf(outDir)) {
        const name = file.slice(file.lastIndexOf('/') + 1);
        if (!COMPRESSIBLE.has(extname(file)) || NEVER.has(name)) continue;
        jobs.push(
          readFile(file).then(async (bytes) => {
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
              gzipAsync(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
