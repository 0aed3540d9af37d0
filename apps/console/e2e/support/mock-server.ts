import { existsSync } from 'node:fs';
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
}

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

/** Starts vigil-mock (its built dist, in this process) on 127.0.0.1, port 0, serving a built console. */
export async function startMock(flags: MockFlags = {}): Promise<RunningMock> {
  const staticDir = flags.staticDir ?? consoleDist;
  if (!existsSync(path.join(staticDir, 'index.html')))
    throw new MockStartError(`no built console in ${staticDir}: run \`pnpm run build\` in apps/console first`);
  const server = await startMockServer({
    host: '127.0.0.1',
    port: 0,
    static: staticDir,
    ...(flags.staticBase === undefined ? {} : { staticBase: flags.staticBase }),
    ...(flags.captcha === undefined ? {} : { captcha: flags.captcha }),
    ...(flags.alarmInterval === undefined ? {} : { alarmInterval: flags.alarmInterval }),
  });
  return { url: server.url, stop: () => server.close() };
}
