import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { timesOut, timeZoneNamed } from './caller-time';
import { localeOf } from './i18n/locale';
import type { Locale } from './i18n/messages';
import { decodePath } from './request-path';
import { textFrames } from './ws-frames';

/**
 * A socket with more than this many bytes still queued for it when a message is due is closed with 1013 (try
 * again later): a client that does not read cannot make the server hold its messages without bound.
 */
export const MAX_SOCKET_BUFFER_BYTES = 1024 * 1024;
/** Close code for that: the client may reconnect (and read). */
export const OVERFLOW_CLOSE_CODE = 1013;
/** How long a shutdown waits for clients to answer the close before it cuts them off. */
const CLOSE_GRACE_MS = 1000;
/** A broadcast yields to the event loop after this long, so HTTP calls and timers keep being served meanwhile. */
const SLICE_MS = 10;

/**
 * What a socket receives, built for its language (`local`) and time zone (`timeZone`): a generated alarm states its
 * kind in that language and its time in that zone; a payload a test wrote is the same for all.
 */
export type SocketMessage = (locale: Locale, timeZone: string) => unknown;

/** A message that is the same for every socket. */
export const sameForAll =
  (message: unknown): SocketMessage =>
  () =>
    message;

/** Builds the next message for a device socket, or undefined when the IMEI is unknown. */
export type DeviceFrame = (imei: string) => unknown;

/** Decides whether a /ws/device upgrade may open: undefined admits it, a number is the HTTP status refusing it. */
export type DeviceAdmission = (request: IncomingMessage, url: URL) => number | undefined;

/**
 * Which devices' alarms a signed-in alarm socket gets beyond its products (its user's data scope): `key` names the
 * scope (sockets with the same key share one built frame), `admits()` gives a fresh test for one broadcast (devices
 * added since are seen).
 */
export interface AlarmScope {
  key: string;
  admits(): (alarm: AlarmBroadcast) => boolean;
}

/** Decides whether a /ws/alarm upgrade may open, and for which products' alarms (undefined: all) and devices. */
export type AlarmAdmission = (request: IncomingMessage, url: URL) => { refuse: number } | { products: ReadonlySet<string> | undefined; scope?: AlarmScope | undefined };

/** A message for the alarm sockets, the product it is about and its device (sockets scoped to others skip it). */
export interface AlarmBroadcast {
  message: SocketMessage;
  productId: string;
  imei?: string;
}

/** HTTP status refusing every upgrade while the sockets are held down (POST /__mock/faults { socketsDown }). */
export const SOCKETS_DOWN_STATUS = 503;

interface Client {
  /** The connection under the websocket: batches of ready-made frames are written to it directly. */
  raw: Duplex;
  locale: Locale;
  timeZone: string;
  /** Products whose alarms this alarm socket gets; undefined: all (the public channel without a session). */
  products?: ReadonlySet<string> | undefined;
  /** The devices whose alarms it gets (its user's data scope); undefined: every device of its products. */
  scope?: AlarmScope | undefined;
}

/**
 * Cuts long work into slices of at most `budgetMs`: `due()` says when the slice is used up, `next()` gives the
 * event loop a full turn (timers, then I/O) before the work goes on.
 */
class Slices {
  #start = performance.now();
  constructor(private readonly budgetMs: number) {}

  due(): boolean {
    return performance.now() - this.#start >= this.budgetMs;
  }

  async next(): Promise<void> {
    // A timer rather than setImmediate: an immediate runs right after the I/O phase that started the work.
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
    this.#start = performance.now();
  }
}

/** Why an upgrade is answered with an HTTP error instead of a socket. */
function upgradeRefusal(channel: string | undefined, imei: string, timeZone: string | undefined): string | undefined {
  if (channel === undefined || timeZone === undefined) return '400 Bad Request';
  if (channel !== '/ws/alarm' && channel !== '/ws/device') return '404 Not Found';
  if (channel === '/ws/device' && imei === '') return '400 Bad Request';
  return undefined;
}

/**
 * The two websocket channels on the API port: the public alarm channel (/ws/alarm, every client gets every alarm)
 * and the regular device channel (/ws/device?imei=…, a stream of that device's readings). Both speak the socket's
 * `local` and write times in its `timeZone` (spec §7).
 */
export class SocketHub {
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #alarm = new Map<WebSocket, Client>();
  readonly #device = new Map<WebSocket, { timer: NodeJS.Timeout; imei: string; send: () => void }>();
  /** Broadcasts run one after the other, so every socket gets alarms in the order they were pushed. */
  #queue: Promise<unknown> = Promise.resolve();
  #down = false;

  constructor(
    private readonly deviceFrame: DeviceFrame,
    private readonly deviceIntervalMs: number,
    private readonly admitDevice: DeviceAdmission = () => undefined,
    private readonly admitAlarm: AlarmAdmission = () => ({ products: undefined }),
  ) {}

  /** Whether the sockets are held down: every upgrade is refused (503) until this is set back to false. */
  get down(): boolean {
    return this.#down;
  }

  /**
   * Holds the sockets down (fault injection): closes every open one and refuses every upgrade with 503 until set
   * back to false, so clients keep retrying meanwhile. Returns how many sockets were closed.
   */
  setDown(down: boolean): number {
    this.#down = down;
    return down ? this.dropAll() : 0;
  }

  get alarmClientCount(): number {
    return this.#alarm.size;
  }

  /**
   * Wire to the http server's `upgrade` event. Refused with an HTTP error: another path (404), a malformed path,
   * a device socket without `imei`, or a `timeZone` that is not an IANA zone (400).
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const channel = decodePath(url.pathname)?.replace(/\/+$/, '');
    const imei = url.searchParams.get('imei') ?? '';
    const timeZone = timeZoneNamed(url.searchParams.get('timeZone'));
    const refusal = upgradeRefusal(channel, imei, timeZone);
    if (refusal || timeZone === undefined) {
      socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const alarmAdmission = channel === '/ws/alarm' ? this.admitAlarm(request, url) : undefined;
    const admission = this.#down
      ? SOCKETS_DOWN_STATUS
      : channel === '/ws/device'
        ? this.admitDevice(request, url)
        : alarmAdmission && 'refuse' in alarmAdmission
          ? alarmAdmission.refuse
          : undefined;
    if (admission !== undefined) {
      socket.end(`HTTP/1.1 ${admission} ${STATUS_CODES[admission] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const admitted = alarmAdmission && 'products' in alarmAdmission ? alarmAdmission : undefined;
    const client: Client = { raw: socket, locale: localeOf(url.searchParams.get('local')), timeZone, products: admitted?.products, scope: admitted?.scope };
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      if (channel === '/ws/alarm') this.#attachAlarm(ws, client);
      else this.#attachDevice(ws, client, imei);
    });
  }

  /** Sends one message to every alarm socket; resolves with how many received it. */
  broadcastAlarm(message: SocketMessage): Promise<number> {
    return this.broadcastAlarms([message]);
  }

  /**
   * Sends the messages, in order, to every alarm socket; resolves with how many sockets received them all.
   * The messages are built, serialised and framed once per (language, time zone) the sockets asked for, each
   * socket gets them in one write of that shared buffer, and the work lets the event loop turn every SLICE_MS.
   * Sockets that connect meanwhile get the next broadcast. A message given with its product reaches only the sockets
   * whose scope includes that product (all of them for the public channel without a session).
   */
  broadcastAlarms(messages: readonly (SocketMessage | AlarmBroadcast)[]): Promise<number> {
    const run = this.#queue.then(() => this.#fanOut(messages));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Sends the device's current frame now to every socket watching `imei` (besides the periodic ones); returns how many. */
  pushDevice(imei: string): number {
    const watching = [...this.#device.values()].filter((socket) => socket.imei === imei);
    for (const socket of watching) socket.send();
    return watching.length;
  }

  /** Closes every socket (fault injection): clients see an abnormal close and should reconnect. */
  dropAll(): number {
    const all = [...this.#alarm.keys(), ...this.#device.keys()];
    for (const ws of all) ws.terminate();
    return all.length;
  }

  /** Closes every socket (1001), waiting at most CLOSE_GRACE_MS for clients to answer before cutting them off. */
  async close(): Promise<void> {
    for (const { timer } of this.#device.values()) clearInterval(timer);
    for (const ws of this.#wss.clients) ws.close(1001, 'server shutting down');
    const closed = new Promise<void>((resolve) => this.#wss.close(() => resolve()));
    // Sockets closed for not reading are among them: they would hold the close for ws's 30 s close timeout.
    const cutOff = setTimeout(() => {
      for (const ws of this.#wss.clients) ws.terminate();
    }, CLOSE_GRACE_MS);
    await closed;
    clearTimeout(cutOff);
  }

  async #fanOut(broadcasts: readonly (SocketMessage | AlarmBroadcast)[]): Promise<number> {
    const clients = [...this.#alarm];
    const slices = new Slices(SLICE_MS);
    // The caller has just parsed, generated and recorded the alarms: let timers and I/O in before going on.
    await slices.next();
    const messages = broadcasts.map((item): { message: SocketMessage; productId: string | undefined; imei?: string } => (typeof item === 'function' ? { message: item, productId: undefined } : item));
    const variants = new Map<string, Buffer | null>();
    const scopeKeys = new Map<ReadonlySet<string>, string>();
    const scopeOf = (products: ReadonlySet<string>) => {
      let key = scopeKeys.get(products);
      if (key === undefined) {
        key = [...products].sort().join(',');
        scopeKeys.set(products, key);
      }
      return key;
    };
    const variantOf = (client: Client) => `${client.locale} ${client.timeZone} ${client.products ? scopeOf(client.products) : '*'} ${client.scope?.key ?? '*'}`;
    for (const [, client] of clients) {
      const key = variantOf(client);
      if (variants.has(key)) continue;
      const { locale, timeZone, products, scope } = client;
      const admits = scope?.admits();
      const texts: string[] = [];
      for (const { message, productId, imei } of messages) {
        if (products && productId !== undefined && !products.has(productId)) continue;
        if (admits && productId !== undefined && !admits({ message, productId, imei })) continue;
        texts.push(JSON.stringify(message(locale, timeZone)));
        if (slices.due()) await slices.next();
      }
      variants.set(key, texts.length > 0 ? textFrames(texts) : null);
    }
    let sent = 0;
    for (const [ws, client] of clients) {
      const frames = variants.get(variantOf(client));
      if (frames && this.#deliver(ws, client, frames)) sent += 1;
      if (slices.due()) await slices.next();
    }
    return sent;
  }

  /**
   * Writes ready-made frames to one socket in one write, unless what is still queued for it is past the bound:
   * then it is closed with 1013 instead. Returns whether the frames went out. (ws writes its own frames, pings and
   * the close, synchronously and whole, so frames written here never interleave with them.)
   */
  #deliver(ws: WebSocket, client: Client, frames: Buffer): boolean {
    if (ws.readyState !== ws.OPEN) return false;
    if (ws.bufferedAmount > MAX_SOCKET_BUFFER_BYTES) {
      this.#alarm.delete(ws);
      ws.close(OVERFLOW_CLOSE_CODE, 'send buffer full: read your messages');
      return false;
    }
    client.raw.write(frames);
    return true;
  }

  #attachAlarm(ws: WebSocket, client: Client): void {
    this.#alarm.set(ws, client);
    ws.on('close', () => this.#alarm.delete(ws));
    // Clients may send pings or acks; the public channel ignores them.
  }

  #attachDevice(ws: WebSocket, client: Client, imei: string): void {
    const send = () => {
      const frame = this.deviceFrame(imei);
      if (frame === undefined) return;
      if (!this.#deliver(ws, client, textFrames([JSON.stringify(timesOut(frame, client.timeZone))]))) this.#stopDevice(ws);
    };
    send();
    this.#device.set(ws, { timer: setInterval(send, this.deviceIntervalMs), imei, send });
    ws.on('close', () => this.#stopDevice(ws));
  }

  #stopDevice(ws: WebSocket): void {
    clearInterval(this.#device.get(ws)?.timer);
    this.#device.delete(ws);
  }
}
