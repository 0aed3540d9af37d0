import { existsSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockServer } from '@vigil/mock-server';

/** Flags of one vigil-mock instance, as the e2e tests need them. */
export interface MockFlags {
  /** Directory of a built console; default apps/console/dist. */
  staticDir?: string;
  staticBase?: string;
  captcha?: boolean;
  alarmInterval?: number;
  /** `--products`: the products enabled in the seed (default: the catalogue's, home alarm only). */
  products?: 'all' | readonly string[];
  /** `--payment-ttl`: how long a recharge QR code can be paid, in ms (default the sdk's PAYMENT_QR_TTL_MS, 2 minutes). */
  paymentTtlMs?: number;
  /** `--dialect`: vigil-mock's own words (default) or a RuoYi-family vendor backend's codes, nulls and paging. */
  dialect?: MockDialect;
  /** `--stock-ruoyi`: the five system lists on GET with query parameters only, as a stock RuoYi-Vue serves them. */
  stockRuoyi?: boolean;
  /** `--strict`: every answer is checked against the sdk's response schemas (a mismatch answers code 500). */
  strict?: boolean;
}

/** The dialects vigil-mock speaks (`--dialect`). */
export type MockDialect = 'vigil' | 'ruoyi';

/** A running vigil-mock: its URL (no trailing slash) and how to stop it. */
export interface RunningMock {
  readonly url: string;
  stop(): Promise<void>;
}

export class MockStartError extends Error {
  override name = 'MockStartError';
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const consoleRoot = path.resolve(here, '../..');
export const consoleDist = path.join(consoleRoot, 'dist');

/** Copies the built console to a temporary directory (the caller removes it). */
export async function snapshotDist(): Promise<string> {
  assertBuilt(consoleDist);
  const snapshot = await mkdtemp(path.join(tmpdir(), 'vigil-console-dist-'));
  await cp(consoleDist, snapshot, { recursive: true });
  return snapshot;
}

function assertBuilt(dir: string): void {
  if (!existsSync(path.join(dir, 'index.html')))
    throw new MockStartError(`no built console in ${dir}: run \`pnpm run build\` in apps/console first`);
}

/** Starts vigil-mock (its built dist, in this process) on 127.0.0.1, port 0, serving a built console. */
export async function startMock(flags: MockFlags = {}): Promise<RunningMock> {
  const staticDir = flags.staticDir ?? consoleDist;
  assertBuilt(staticDir);
  const server = await startMockServer({
    host: '127.0.0.1',
    port: 0,
    static: staticDir,
    ...(flags.staticBase === undefined ? {} : { staticBase: flags.staticBase }),
    ...(flags.captcha === undefined ? {} : { captcha: flags.captcha }),
    ...(flags.alarmInterval === undefined ? {} : { alarmInterval: flags.alarmInterval }),
    ...(flags.products === undefined ? {} : { products: flags.products }),
    ...(flags.paymentTtlMs === undefined ? {} : { paymentTtlMs: flags.paymentTtlMs }),
    ...(flags.dialect === undefined ? {} : { dialect: flags.dialect }),
    ...(flags.stockRuoyi === undefined ? {} : { stockRuoyi: flags.stockRuoyi }),
    ...(flags.strict === undefined ? {} : { validateResponses: flags.strict }),
  });
  return { url: server.url, stop: () => server.close() };
}
