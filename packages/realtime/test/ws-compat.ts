import { WebSocket as NodeWebSocket } from 'ws';
import { RealtimeSocket, type WebSocketConstructor } from '../src/index';

/** Compile-time check: both the `ws` class and the DOM class fit WebSocketConstructor. */
export const nodeCtor: WebSocketConstructor = NodeWebSocket;
export const domCtor: WebSocketConstructor = globalThis.WebSocket;

/** Compile-time check: each channel takes its own query. */
export const regular = new RealtimeSocket({
  url: 'ws://x',
  channel: 'regular',
  params: { imei: '1', local: 'en', timeZone: 'UTC' },
});
export const wrongParams = new RealtimeSocket({
  url: 'ws://x',
  channel: 'public',
  // @ts-expect-error the public channel needs uuid, not imei
  params: { imei: '1', local: 'en', timeZone: 'UTC' },
});
