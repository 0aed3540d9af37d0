import { type ChildProcess, spawn } from 'node:child_process';

/** The line vigil-mock prints once it listens: origin, port, API base, alarm socket. */
const READY = /^vigil-mock ready (http:\/\/127\.0\.0\.1:(\d+)) \(api (\S+), ws (\S+)\)$/m;

export interface CliRun {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Runs vigil-mock as a child process: the sources (a `.ts` entry, through tsx) or the built `dist/cli.js`. */
export function runCli(entry: string, args: string[]): CliRun {
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, entry, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

/** Waits for the ready line: [line, origin, port, api base, alarm socket]. */
export async function readyLine(cli: CliRun): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const match = READY.exec(cli.stdout());
    if (match) return match;
    if (cli.child.exitCode !== null) throw new Error(`exited early: ${cli.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ready line: ${cli.stdout()} ${cli.stderr()}`);
}
