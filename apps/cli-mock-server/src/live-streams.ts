import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hono } from 'hono';
import { type WebSocket, WebSocketServer } from 'ws';
import { liveMedia } from './live-media';
import { decodePath } from './request-path';
import { MAX_SOCKET_BUFFER_BYTES, OVERFLOW_CLOSE_CODE } from './sockets';

/** Where the live test streams are served (beside /ws, outside the API base). */
export const LIVE_PREFIX = '/live';
/** How often a WebSocket-FLV client is sent the frames that fell due. */
const TICK_MS = 100;
/** How far ahead of real time the frames are sent, so the player buffers a little and starts at once. */
const LEAD_MS = 1000;
const FLV_PATH = /^\/live\/[\w-]{1,64}\.flv$/;

/** Whether an upgrade request asks for a WebSocket-FLV stream (`/live/<name>.flv`). */
export function isLiveSocket(request: IncomingMessage): boolean {
  const path = decodePath(new URL(request.url ?? '/', 'http://mock').pathname);
  return path !== undefined && FLV_PATH.test(path);
}

/**
 * Live test streams, every name the same clip: `/live/<name>.m3u8` a live HLS playlist (segments
 * `/live/<name>/<sequence>.ts`) and `ws://…/live/<name>.flv` WebSocket-FLV, the FLV clip looped forever in real
 * time. No session is needed (stream URLs stand on their own, as a media server's do).
 */
export class LiveStreams {
  readonly #startedAt = Date.now();
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #timers = new Set<NodeJS.Timeout>();

  /** Mounts the HLS routes on the app. */
  mount(app: Hono): void {
    app.get(`${LIVE_PREFIX}/:file{[\\w-]+\\.m3u8}`, (c) => {
      const name = c.req.param('file').replace(/\.m3u8$/, '');
      const body = liveMedia().hls.playlist(Date.now() - this.#startedAt, `${name}/`);
      return c.body(body, 200, { 'content-type': 'application/vnd.apple.mpegurl', 'cache-control': 'no-store' });
    });
    app.get(`${LIVE_PREFIX}/:name{[\\w-]+}/:segment{[0-9]+\\.ts}`, (c) => {
      const media = liveMedia();
      const file = media.hls.segmentFile(Number.parseInt(c.req.param('segment'), 10));
      if (!file) return c.notFound();
      return c.body(new Uint8Array(media.segment(file)), 200, { 'content-type': 'video/mp2t', 'cache-control': 'public, max-age=60' });
    });
  }

  /** Opens a WebSocket-FLV stream (call only when isLiveSocket says so). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#stream(ws));
  }

  #stream(ws: WebSocket): void {
    const flv = liveMedia().flv;
    const opened = Date.now();
    let sent = 0;
    ws.send(flv.start());
    const tick = () => {
      if (ws.bufferedAmount > MAX_SOCKET_BUFFER_BYTES) {
        ws.close(OVERFLOW_CLOSE_CODE, 'not reading');
        return;
      }
      const due = flv.tagsUntil(sent, Date.now() - opened + LEAD_MS);
      sent = due.sent;
      if (due.bytes.length > 0) ws.send(due.bytes);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    this.#timers.add(timer);
    const stop = () => {
      clearInterval(timer);
      this.#timers.delete(timer);
    };
    ws.on('close', stop);
    ws.on('error', stop);
    // Whatever the client sends is ignored.
  }

  /** Stops every stream (server shutdown). */
  close(): void {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers.clear();
    for (const client of this.#wss.clients) client.terminate();
    this.#wss.close();
  }
}
