export { parseCliArgs, USAGE } from './cli-args';
export { ApiError, DataFileError, TransportError } from './errors';
export { LatencyFormatError, parseLatency } from './latency';
export { type MockServerOptions, OptionError } from './options';
export { type RunningMockServer, startMockServer } from './server';
