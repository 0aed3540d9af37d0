import EventEmitter from 'eventemitter3';
import type { ReadIssue } from '../read/read-tolerant';
import type { SERVER_ERROR_TOAST_MS, TRANSPORT_ERROR_TOAST_MS } from '../constants';

/** Payloads of `client.events` (spec §8); the embedding app turns them into its own dialogs and toasts. */
export interface SessionExpiredEvent {
  /** Endpoint whose 401 opened the burst. */
  endpointId: string;
  code: 401;
  message: string;
}

export interface ServerErrorEvent {
  endpointId: string;
  code: number;
  message: string;
  /** How long the spec shows the error toast. */
  toastMs: typeof SERVER_ERROR_TOAST_MS;
}

export interface TransportErrorEvent {
  endpointId: string;
  message: string;
  toastMs: typeof TRANSPORT_ERROR_TOAST_MS;
  error: Error;
}

/**
 * A code-200 answer read tolerantly had values that could not be read: each left out (the console shows "—"), the
 * rest of the answer kept. For integrators' logs; never shown to an operator as is.
 */
export interface UnreadableValuesEvent {
  endpointId: string;
  /** Each value: its path in the answer (`rows.3.status`), the value as it came, and why it was not read. */
  issues: readonly ReadIssue[];
}

export interface ClientEventMap {
  sessionExpired: [SessionExpiredEvent];
  unreadableValues: [UnreadableValuesEvent];
  serverError: [ServerErrorEvent];
  transportError: [TransportErrorEvent];
}

type Listener<K extends keyof ClientEventMap> = (...args: ClientEventMap[K]) => void;

/** A client's `events` as the request policy and an app use them (each client's is an eventemitter3 emitter). */
export interface ClientEvents {
  on<K extends keyof ClientEventMap>(event: K, listener: Listener<K>): unknown;
  off<K extends keyof ClientEventMap>(event: K, listener?: Listener<K>): unknown;
  emit<K extends keyof ClientEventMap>(event: K, ...args: ClientEventMap[K]): boolean;
}

/** A client's emitter of these events (eventemitter3), as the full and the sign-in client each hold one. */
export function createClientEvents(): EventEmitter<ClientEventMap> {
  return new EventEmitter<ClientEventMap>();
}
