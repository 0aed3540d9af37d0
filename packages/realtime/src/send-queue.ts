import { SendError } from './errors';
import type { TimerProvider } from './timers';

/** What happens when a send arrives and the queue is full. */
export type SendOverflowPolicy = 'reject-newest' | 'reject-oldest';

export interface SendQueueOptions {
  /** Attempts in all, the first one included. */
  limit: number;
  /** Retry k waits stepMs x k. */
  stepMs: number;
  /** Sends that may wait at once. */
  maxQueued: number;
  /** Which send is rejected (with reason 'queue-full') when one more arrives. */
  overflow: SendOverflowPolicy;
  timers: TimerProvider;
  /** Sends now if the socket is open; false means "not connected, keep waiting". */
  trySend: (payload: string) => boolean;
  onRetry?: (info: { attempt: number; delayMs: number }) => void;
}

interface Pending {
  readonly payload: string;
  readonly data: unknown;
  attempt: number;
  timer: unknown;
  resolve(): void;
  reject(error: SendError): void;
}

/**
 * Sends that wait for a connection. Each is retried on the spec's schedule (500 ms x
 * attempt) and sent at once, in order, when the socket opens. Nothing leaves the queue
 * silently: every entry either resolves (sent) or rejects with a SendError saying why.
 */
export class SendQueue {
  readonly #options: SendQueueOptions;
  readonly #pending: Pending[] = [];

  constructor(options: SendQueueOptions) {
    this.#options = options;
  }

  get size(): number {
    return this.#pending.length;
  }

  /** Tries to send now; otherwise queues and retries until the attempts run out. */
  send(data: unknown): Promise<void> {
    let payload: string | undefined;
    try {
      payload = typeof data === 'string' ? data : JSON.stringify(data);
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : String(cause);
      return Promise.reject(new SendError('serialize', `cannot serialise data for sending: ${detail}`, data, 0));
    }
    if (payload === undefined) {
      return Promise.reject(new SendError('serialize', 'cannot serialise data for sending: not JSON', data, 0));
    }
    // Keep order: while older sends wait, a new one waits behind them.
    if (this.#pending.length === 0 && this.#options.trySend(payload)) return Promise.resolve();
    const text = payload;
    return new Promise<void>((resolve, reject) => {
      const entry: Pending = { payload: text, data, attempt: 1, timer: undefined, resolve, reject };
      if (this.#pending.length >= this.#options.maxQueued) {
        if (this.#options.overflow === 'reject-newest') {
          reject(this.#error(entry, 'queue-full', `send queue is full (${this.#options.maxQueued} waiting)`));
          return;
        }
        const oldest = this.#pending.shift();
        if (oldest) this.#fail(oldest, 'queue-full', `dropped from a full send queue (${this.#options.maxQueued} waiting)`);
      }
      this.#pending.push(entry);
      this.#schedule(entry);
    });
  }

  /** Sends everything waiting, oldest first; stops at the first that cannot go. */
  flush(): void {
    while (this.#pending.length > 0) {
      const entry = this.#pending[0] as Pending;
      if (!this.#options.trySend(entry.payload)) return;
      this.#pending.shift();
      this.#options.timers.clearTimeout(entry.timer);
      entry.resolve();
    }
  }

  /** Rejects everything waiting (used by `close()`). */
  rejectAll(reason: 'closed', message: string): void {
    for (const entry of this.#pending.splice(0)) this.#fail(entry, reason, message);
  }

  #schedule(entry: Pending): void {
    if (entry.attempt >= this.#options.limit) {
      this.#remove(entry);
      this.#fail(entry, 'not-connected', `not connected after ${entry.attempt} send attempts`);
      return;
    }
    const delayMs = this.#options.stepMs * entry.attempt;
    entry.timer = this.#options.timers.setTimeout(() => {
      entry.attempt += 1;
      this.#options.onRetry?.({ attempt: entry.attempt, delayMs });
      this.flush();
      if (this.#pending.includes(entry)) this.#schedule(entry);
    }, delayMs);
  }

  #remove(entry: Pending): void {
    const index = this.#pending.indexOf(entry);
    if (index >= 0) this.#pending.splice(index, 1);
  }

  #fail(entry: Pending, reason: SendError['reason'], message: string): void {
    this.#options.timers.clearTimeout(entry.timer);
    entry.reject(this.#error(entry, reason, message));
  }

  #error(entry: Pending, reason: SendError['reason'], message: string): SendError {
    return new SendError(reason, message, entry.data, entry.attempt);
  }
}
