import { WebSocket as NodeWebSocket } from 'ws';
import type { WebSocketConstructor } from '../src/index';

/** Compile-time check: both the `ws` class and the DOM class fit WebSocketConstructor. */
export const nodeCtor: WebSocketConstructor = NodeWebSocket;
export const domCtor: WebSocketConstructor = globalThis.WebSocket;
