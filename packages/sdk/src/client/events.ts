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

export interface ClientEventMap {
  sessionExpired: [SessionExpiredEvent];
  serverError: [ServerErrorEvent];
  transportError: [TransportErrorEvent];
}
