import type { SocketEventMap, WebSocketConstructor, WebSocketLike } from '../src/index';

type Listener = (event: never) => void;

/** A WebSocket stand-in driven by the test: open(), receive(), drop(), fail(). */
export class FakeWebSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: string[] = [];
  closedWith: number | undefined;
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {}

  addEventListener<K extends keyof SocketEventMap>(type: K, listener: (event: SocketEventMap[K]) => void): void {
    const set = this.#listeners.get(type) ?? new Set();
    set.add(listener as Listener);
    this.#listeners.set(type, set);
  }

  removeEventListener<K extends keyof SocketEventMap>(type: K, listener: (event: SocketEventMap[K]) => void): void {
    this.#listeners.get(type)?.delete(listener as Listener);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  listenerCount(type: keyof SocketEventMap): number {
    return this.#listeners.get(type)?.size ?? 0;
  }

  open(): void {
    this.readyState = 1;
    this.#emit('open', {});
  }

  receive(data: unknown): void {
    this.#emit('message', { data });
  }

  /** The server or network closed the connection. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.#emit('close', { code });
  }

  /** A failure the way browsers report it: error, then close. */
  fail(): void {
    this.#emit('error', {});
    this.readyState = 3;
    this.#emit('close', { code: 1006 });
  }

  #emit<K extends keyof SocketEventMap>(type: K, event: SocketEventMap[K]): void {
    for (const listener of [...(this.#listeners.get(type) ?? [])]) (listener as (event: SocketEventMap[K]) => void)(event);
  }
}

/** A constructor that records every socket it creates. */
export function fakeWebSocketClass(): { WebSocket: WebSocketConstructor; sockets: FakeWebSocket[]; last(): FakeWebSocket } {
  const sockets: FakeWebSocket[] = [];
  class Recorded extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return {
    WebSocket: Recorded,
    sockets,
    last() {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket created yet');
      return socket;
    },
  };
}
