import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { decodePath } from './request-path';

/** The language a client asked for with the `local` query parameter (zh-CN by default, as the console). */
export type SocketLocale = 'zh' | 'en';

export const socketLocale = (local: string | null): SocketLocale => (local?.toLowerCase().startsWith('en') ? 'en' : 'zh');

/** Why an upgrade is answered with an HTTP error instead of a socket: a malformed path, another path, no IMEI. */
function upgradeRefusal(channel: string | undefined, imei: string): string | undefined {
  if (channel === undefined) return '400 Bad Request';
  if (channel !== '/ws/alarm' && channel !== '/ws/device') return '404 Not Found';
  if (channel === '/ws/device' && imei === '') return '400 Bad Request';
  return undefined;
}

/** Builds the next message for a device socket, or undefined when the IMEI is unknown. */
export type DeviceFrame = (imei: string) => unknown;

/**
 * The two websocket channels on the API port: the public alarm channel (/ws/alarm, every client gets every alarm)
 * and the regular device channel (/ws/device?imei=…, a stream of that device's readings).
 */
export class SocketHub {
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #alarm = new Map<WebSocket, SocketLocale>();
  readonly #device = new Map<WebSocket, NodeJS.Timeout>();

  constructor(
    private readonly deviceFrame: DeviceFrame,
    private readonly deviceIntervalMs: number,
  ) {}

  get alarmClientCount(): number {
    return this.#alarm.size;
  }

  /** Wire to the http server's `upgrade` event; anything but the two channels is refused with 404. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const channel = decodePath(url.pathname)?.replace(/\/+$/, '');
    const imei = url.searchParams.get('imei') ?? '';
    const refusal = upgradeRefusal(channel, imei);
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => ws.terminate());
      if (channel === '/ws/alarm') this.#attachAlarm(ws, socketLocale(url.searchParams.get('local')));
      else this.#attachDevice(ws, imei);
    });
  }

  /**
   * Sends one JSON message to every alarm socket, or its translation where `byLocale` has one for the socket's
   * `local`; returns how many received it.
   */
  broadcastAlarm(message: unknown, byLocale: Partial<Record<SocketLocale, unknown>> = {}): number {
    const texts = new Map<SocketLocale, string>();
    const textFor = (locale: SocketLocale): string => {
      const text = texts.get(locale) ?? JSON.stringify(byLocale[locale] ?? message);
      texts.set(locale, text);
      return text;
    };
    let sent = 0;
    for (const [ws, locale] of this.#alarm) {
      if (ws.readyState !== ws.OPEN) continue;
      ws.send(textFor(locale));
      sent += 1;
    }
    return sent;
  }

  /** Closes every socket (fault injection): clients see an abnormal close and should reconnect. */
  dropAll(): number {
    const all = [...this.#alarm.keys(), ...this.#device.keys()];
    for (const ws of all) ws.terminate();
    return all.length;
  }

  async close(): Promise<void> {
    for (const ws of [...this.#alarm.keys(), ...this.#device.keys()]) ws.close(1001, 'server shutting down');
    for (const timer of this.#device.values()) clearInterval(timer);
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
    for (const ws of [...this.#alarm.keys(), ...this.#device.keys()]) ws.terminate();
  }

  #attachAlarm(ws: WebSocket, locale: SocketLocale): void {
    this.#alarm.set(ws, locale);
    ws.on('close', () => this.#alarm.delete(ws));
    // Clients may send pings or acks; the public channel ignores them.
  }

  #attachDevice(ws: WebSocket, imei: string): void {
    const send = () => {
      const frame = this.deviceFrame(imei);
      if (frame !== undefined && ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
    };
    send();
    this.#device.set(
      ws,
      setInterval(send, this.deviceIntervalMs),
    );
    ws.on('close', () => {
      clearInterval(this.#device.get(ws));
      this.#device.delete(ws);
    });
  }
}
