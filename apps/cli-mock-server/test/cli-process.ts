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

/**
 * Waits for the ready line: [line, origin, port, api base, alarm socket]. Waits on the child's output and exit, with
 * no clock of its own: a cold start through tsx on a busy machine takes what it takes, and the test's timeout is the
 * hang detector.
 */
export function readyLine(cli: CliRun): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = READY.exec(cli.stdout());
      if (!match) return false;
      cli.child.stdout?.off('data', onData);
      cli.child.off('close', onExit);
      resolve(match);
      return true;
    };
    // Listeners added after runCli's own: its buffer already holds each chunk when this one runs.
    const onData = () => check();
    const onExit = () => {
      if (!check()) reject(new Error(`exited before its ready line: ${cli.stdout()} ${cli.stderr()}`));
    };
    cli.child.stdout?.on('data', onData);
    // 'close', not 'exit': the ready line may still sit in the pipe when the process exits.
    cli.child.on('close', onExit);
    if (!check() && cli.child.exitCode !== null && cli.child.stdout?.readableEnded !== false) onExit();
  });
}
