/** A business failure: answered with HTTP 200 and this code in the body, as the real backend does (spec §8). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request that could not even be read (malformed JSON, oversize upload): answered with an HTTP error status. */
export class TransportError extends Error {
  override name = 'TransportError';
  constructor(
    readonly status: 400 | 404 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** The file given to `--data` exists but does not hold a state this server wrote. */
export class DataFileError extends Error {
  override name = 'DataFileError';
}
