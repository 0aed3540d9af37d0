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
  toastMs: 3000;
}

export interface TransportErrorEvent {
  endpointId: string;
  message: string;
  toastMs: 5000;
  error: Error;
}

export interface ClientEventMap {
  sessionExpired: [SessionExpiredEvent];
  serverError: [ServerErrorEvent];
  transportError: [TransportErrorEvent];
}
