/** Events the package listens to, with only the fields it reads. */
export interface SocketEventMap {
  open: unknown;
  close: { readonly code: number; readonly reason?: string };
  error: unknown;
  message: { readonly data: unknown };
}

/**
 * The part of the WebSocket API the package needs. The browser `WebSocket` and the `ws`
 * package's `WebSocket` both fit, so neither is a dependency.
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener<K extends keyof SocketEventMap>(type: K, listener: (event: SocketEventMap[K]) => void): void;
  removeEventListener<K extends keyof SocketEventMap>(type: K, listener: (event: SocketEventMap[K]) => void): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** WebSocket.readyState values. */
export const ReadyState = { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 } as const;
