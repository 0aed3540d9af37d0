import { parseCliArgs, USAGE } from './cli-args';
import { DataFileError } from './errors';
import { LatencyFormatError } from './latency';
import { OptionError } from './options';

/** Errors that are the user's to fix: print the message, not a stack. */
const USER_ERRORS = [OptionError, DataFileError, LatencyFormatError];

async function main(): Promise<void> {
  const command = parseCliArgs(process.argv.slice(2));
  if (command.kind === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  // Loaded only once the flags are good: --help and flag errors answer without loading the server.
  const { startMockServer } = await import('./server');
  const server = await startMockServer(command.options);
  // Handlers go in before the ready line: whoever reads that line may signal at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`vigil-mock: ${signal}, shutting down\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`vigil-mock: error while closing: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.stdout.write(`vigil-mock ready ${server.url} (api ${server.baseUrl}, ws ${server.alarmSocketUrl})\n`);
}

main().catch((error: unknown) => {
  if (USER_ERRORS.some((type) => error instanceof type)) {
    process.stderr.write(`vigil-mock: ${(error as Error).message}\n\n${error instanceof OptionError ? 'Run vigil-mock --help for usage.\n' : ''}`);
    process.exit(2);
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE' || code === 'EACCES') {
    process.stderr.write(`vigil-mock: cannot listen: ${(error as Error).message}\n`);
    process.exit(1);
  }
  process.stderr.write(`vigil-mock: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
