/** Why a queued `send` gave up. */
export type SendFailureReason = 'not-connected' | 'closed' | 'queue-full' | 'serialize';

/** Rejection of `RealtimeSocket.send`: the data was not sent, and `reason` says why. */
export class SendError extends Error {
  override readonly name = 'SendError';
  constructor(
    readonly reason: SendFailureReason,
    message: string,
    readonly data: unknown,
    readonly attempts: number,
  ) {
    super(message);
  }
}

/** Why a frame was rejected. */
export type InvalidFrameReason = 'binary' | 'too-large' | 'not-json' | 'not-object' | 'schema';

/** Emitted with `invalid`: a frame that could not be used. The socket stays open. */
export class InvalidFrameError extends Error {
  override readonly name = 'InvalidFrameError';
  constructor(
    readonly reason: InvalidFrameReason,
    message: string,
    /** The raw frame (binary data is passed through as received). */
    readonly frame: unknown,
    /** Validation issues, when `reason` is 'schema'. */
    readonly issues?: readonly unknown[],
  ) {
    super(message);
  }
}

/** Emitted with the feed's `invalid`: input to `add` that is not a valid alarm. Nothing was added. */
export class InvalidAlarmError extends Error {
  override readonly name = 'InvalidAlarmError';
  constructor(
    message: string,
    readonly input: unknown,
    readonly issues: readonly unknown[],
  ) {
    super(message);
  }
}

/** Emitted with `error` when browser storage refuses a read or write (quota, privacy mode). */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly key: string,
    readonly operation: 'read' | 'write',
    cause: unknown,
  ) {
    super(`storage ${operation} of "${key}" failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
