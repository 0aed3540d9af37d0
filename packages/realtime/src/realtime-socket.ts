import type { AlarmSocketMessage } from '@vigil/sdk';
import { EventEmitter } from 'eventemitter3';
import {
  CONNECT_TIMEOUT_MS,
  MAX_FRAME_LENGTH,
  RECONNECT_LIMIT,
  RECONNECT_STEP_MS,
  SEND_QUEUE_LIMIT,
  SEND_RETRY_LIMIT,
  SEND_RETRY_STEP_MS,
  STOP_CLOSE_CODES,
} from './defaults';
import { type InvalidFrameError, SendError } from './errors';
import { classifyFrame, type RefreshSocketMessage } from './frame';
import { SendQueue, type SendOverflowPolicy } from './send-queue';
import { buildSocketUrl, type Channel, type ChannelParams } from './socket-url';
import { globalTimers, type TimerProvider } from './timers';
import type { ReconnectTrigger } from './triggers';
import { ReadyState, type SocketEventMap, type WebSocketConstructor, type WebSocketLike } from './websocket-like';

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed' | 'failed';

export interface ReconnectingInfo {
  /** Number of the attempt about to be made; the first connect of a series is attempt 1. */
  attempt: number;
  delayMs: number;
}

export type GiveUpReason = 'retry-limit' | 'stop-code' | 'unsupported' | 'constructor-error';

export interface GiveUpInfo {
  reason: GiveUpReason;
  /** Attempts made in the series that ended. */
  attempts: number;
  /** Close code, when the series ended on a stop code or the last close had one. */
  code?: number;
  error?: unknown;
}

export interface RealtimeSocketEvents {
  status: (status: SocketStatus, previous: SocketStatus) => void;
  /** The socket opened; `reconnect` is true for every open after this socket's first (alarms may have been missed). */
  open: (info: { reconnect: boolean }) => void;
  /** Every frame that parsed as JSON. */
  message: (message: unknown) => void;
  alarm: (message: AlarmSocketMessage) => void;
  refresh: (message: RefreshSocketMessage) => void;
  invalid: (error: InvalidFrameError) => void;
  /**
   * A frame that was an alarm but could not be read even tolerantly (it names no device, or it is not JSON): counted
   * in `unreadableAlarms`, and the embedding app should resync the alarm list, since an alarm may have been missed.
   */
  unreadableAlarm: (info: { count: number; error: InvalidFrameError }) => void;
  reconnecting: (info: ReconnectingInfo) => void;
  giveUp: (info: GiveUpInfo) => void;
  /** A queued send is about to be retried. */
  sendRetry: (info: { attempt: number; delayMs: number }) => void;
}

export interface ReconnectOptions {
  /** Attempts in all, the first connect included (default 5). */
  limit?: number;
  /** Delay before attempt n+1 is stepMs x n (default 2000 regular, 1000 public). */
  stepMs?: number;
  /** Adds up to this fraction of each delay at random (default 0: the exact spec schedule). */
  jitter?: number;
  /** Random source for jitter, in [0, 1). */
  random?: () => number;
  /** Close codes that end the series instead of retrying. */
  stopCodes?: readonly number[];
}

export interface HeartbeatOptions {
  /** Time between pings. */
  intervalMs: number;
  /** A ping with no frame of any kind back within this time means the socket is dead. */
  timeoutMs: number;
  /** Frame sent as ping (default 'ping'). */
  ping?: string;
  /** Frames that are pongs and should not surface as messages (default: the text 'pong'). */
  isPong?: (data: unknown) => boolean;
}

export interface SendOptions {
  limit?: number;
  stepMs?: number;
  maxQueued?: number;
  overflow?: SendOverflowPolicy;
}

interface BaseOptions {
  url: string;
  /** WebSocket constructor; defaults to `globalThis.WebSocket` (absent in Node 20: pass `ws`). */
  WebSocket?: WebSocketConstructor;
  reconnect?: ReconnectOptions;
  timers?: TimerProvider;
  connectTimeoutMs?: number;
  heartbeat?: HeartbeatOptions;
  send?: SendOptions;
  /** Signals that reconnect at once while the socket is retrying or has given up. */
  triggers?: readonly ReconnectTrigger[];
  /** Longer text frames are rejected as `invalid` without parsing. */
  maxFrameLength?: number;
}

export type RealtimeSocketOptions<C extends Channel = Channel> = BaseOptions &
  (C extends Channel ? { channel: C; params: ChannelParams<C> } : never);

/** Codes this side closes with; kept apart from the server's codes (stop codes apply only to those). */
const LOCAL_CLOSE = { normal: 1000, timeout: 4900, heartbeat: 4901 } as const;

/**
 * One alarm websocket (spec §4, §7, §9) that reconnects on the spec's schedule, validates
 * every frame and queues sends while not connected.
 */
export class RealtimeSocket<C extends Channel = Channel> extends EventEmitter<RealtimeSocketEvents> {
  readonly channel: C;
  readonly #options: BaseOptions;
  readonly #timers: TimerProvider;
  readonly #limit: number;
  readonly #stepMs: number;
  readonly #stopCodes: readonly number[];
  readonly #queue: SendQueue;
  #status: SocketStatus = 'idle';
  #unreadableAlarms = 0;
  /** True from connect()/reconnect() until close(): "connect mode" in the spec. */
  #active = false;
  #attempt = 0;
  #ws: WebSocketLike | undefined;
  #detach: (() => void) | undefined;
  #retryTimer: unknown;
  #connectTimer: unknown;
  #pingTimer: unknown;
  #pongTimer: unknown;
  #untrigger: (() => void)[] = [];
  #params: ChannelParams<C>;
  #url: string;
  #opened = false;

  constructor(options: RealtimeSocketOptions<C>) {
    super();
    this.#options = options;
    this.channel = options.channel as C;
    this.#params = options.params as ChannelParams<C>;
    this.#url = buildSocketUrl(options.url, options.channel, this.#params);
    this.#timers = options.timers ?? globalTimers;
    this.#limit = options.reconnect?.limit ?? RECONNECT_LIMIT;
    this.#stepMs = options.reconnect?.stepMs ?? RECONNECT_STEP_MS[options.channel];
    this.#stopCodes = options.reconnect?.stopCodes ?? STOP_CLOSE_CODES;
    this.#queue = new SendQueue({
      limit: options.send?.limit ?? SEND_RETRY_LIMIT,
      stepMs: options.send?.stepMs ?? SEND_RETRY_STEP_MS,
      maxQueued: options.send?.maxQueued ?? SEND_QUEUE_LIMIT,
      overflow: options.send?.overflow ?? 'reject-newest',
      timers: this.#timers,
      trySend: (payload) => this.#trySend(payload),
      onRetry: (info) => this.emit('sendRetry', info),
    });
  }

  /** Full URL including the channel's query. */
  get url(): string {
    return this.#url;
  }

  /** The channel's query parameters as they are now. */
  get params(): Readonly<ChannelParams<C>> {
    return this.#params;
  }

  /**
   * Changes query parameters (e.g. `local` and `timeZone` when the user switches language or zone); the others stay.
   * When the URL changes while the socket is connecting, open or retrying, it reconnects at once with the new one;
   * otherwise the next connect uses it. Returns whether the URL changed.
   */
  setParams(params: Partial<ChannelParams<C>>): boolean {
    const merged = { ...this.#params, ...params } as ChannelParams<C>;
    const url = buildSocketUrl(this.#options.url, this.channel, merged);
    this.#params = merged;
    if (url === this.#url) return false;
    this.#url = url;
    if (this.#active && (this.#status === 'open' || this.#status === 'connecting' || this.#status === 'reconnecting')) this.reconnect();
    return true;
  }

  /** Alarm frames this socket could not read at all (see the `unreadableAlarm` event). */
  get unreadableAlarms(): number {
    return this.#unreadableAlarms;
  }

  get status(): SocketStatus {
    return this.#status;
  }

  /** Sends waiting for a connection. */
  get queuedSends(): number {
    return this.#queue.size;
  }

  /** Enters connect mode and opens the socket. Does nothing while a connection is in flight or open. */
  connect(): void {
    if (this.#active && this.#status !== 'failed') return;
    this.#start();
  }

  /** Drops any current connection and starts a fresh series of attempts. */
  reconnect(): void {
    this.#teardown();
    this.#start();
  }

  /** Leaves connect mode: closes the socket, never reconnects, rejects queued sends. */
  close(): void {
    this.#active = false;
    this.#teardown();
    for (const off of this.#untrigger.splice(0)) off();
    this.#setStatus('closed');
    this.#queue.rejectAll('closed', 'socket closed before the data could be sent');
  }

  /**
   * Sends `data` (a string as is, anything else as JSON). While not open it is queued and
   * retried (500 ms x attempt); the promise rejects with a SendError if it never goes out.
   */
  send(data: unknown): Promise<void> {
    if (this.#status === 'closed') {
      return Promise.reject(new SendError('closed', 'socket is closed; call connect() before sending', data, 0));
    }
    return this.#queue.send(data);
  }

  #start(): void {
    this.#active = true;
    this.#attempt = 0;
    if (this.#untrigger.length === 0) {
      this.#untrigger = (this.#options.triggers ?? []).map((subscribe) => subscribe(() => this.#onTrigger()));
    }
    this.#open();
  }

  #onTrigger(): void {
    if (this.#active && (this.#status === 'reconnecting' || this.#status === 'failed')) this.reconnect();
  }

  #open(): void {
    this.#attempt += 1;
    this.#setStatus('connecting');
    // A status listener may have called close() or reconnect() already.
    if (this.#status !== 'connecting' || this.#ws) return;
    const Ctor = this.#options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!Ctor) {
      this.#giveUp({ reason: 'unsupported', attempts: this.#attempt });
      return;
    }
    let ws: WebSocketLike;
    try {
      ws = new Ctor(this.url);
    } catch (error) {
      this.#giveUp({ reason: 'constructor-error', attempts: this.#attempt, error });
      return;
    }
    this.#attach(ws);
    this.#connectTimer = this.#timers.setTimeout(
      () => this.#drop(undefined, LOCAL_CLOSE.timeout),
      this.#options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    );
  }

  #attach(ws: WebSocketLike): void {
    const onOpen = () => this.#onOpen();
    const onClose = (event: SocketEventMap['close']) => this.#drop(event.code);
    // Browsers and `ws` follow an error with a close; the drop is handled once, here or there.
    const onError = () => this.#drop(undefined);
    const onMessage = (event: SocketEventMap['message']) => this.#onMessage(event.data);
    ws.addEventListener('open', onOpen);
    ws.addEventListener('close', onClose);
    ws.addEventListener('error', onError);
    ws.addEventListener('message', onMessage);
    this.#ws = ws;
    this.#detach = () => {
      ws.removeEventListener('open', onOpen);
      ws.removeEventListener('close', onClose);
      ws.removeEventListener('error', onError);
      ws.removeEventListener('message', onMessage);
    };
  }

  #onOpen(): void {
    this.#timers.clearTimeout(this.#connectTimer);
    // A successful open counts as attempt 1 of a fresh series.
    this.#attempt = 1;
    this.#setStatus('open');
    if (this.#status !== 'open') return;
    const reconnect = this.#opened;
    this.#opened = true;
    this.#schedulePing();
    this.#queue.flush();
    this.emit('open', { reconnect });
  }

  #onMessage(data: unknown): void {
    // Any frame proves the connection is alive.
    this.#timers.clearTimeout(this.#pongTimer);
    this.#pongTimer = undefined;
    const heartbeat = this.#options.heartbeat;
    if (heartbeat && (heartbeat.isPong ?? isDefaultPong)(data)) return;
    const frame = classifyFrame(data, this.#options.maxFrameLength ?? MAX_FRAME_LENGTH);
    if (frame.message !== undefined) this.emit('message', frame.message);
    switch (frame.kind) {
      case 'alarm':
        this.emit('alarm', frame.message);
        break;
      case 'refresh':
        this.emit('refresh', frame.message);
        break;
      case 'invalid':
        this.emit('invalid', frame.error);
        if (isAlarmFrame(frame.error)) {
          this.#unreadableAlarms += 1;
          this.emit('unreadableAlarm', { count: this.#unreadableAlarms, error: frame.error });
        }
        break;
    }
  }

  #schedulePing(): void {
    const heartbeat = this.#options.heartbeat;
    if (!heartbeat) return;
    this.#pingTimer = this.#timers.setTimeout(() => {
      this.#trySend(heartbeat.ping ?? 'ping');
      // Keep the earliest unanswered ping's deadline.
      this.#pongTimer ??= this.#timers.setTimeout(() => this.#drop(undefined, LOCAL_CLOSE.heartbeat), heartbeat.timeoutMs);
      this.#schedulePing();
    }, heartbeat.intervalMs);
  }

  /** The current connection ended (closed, errored, timed out or went silent). */
  #drop(code: number | undefined, localCode?: number): void {
    this.#teardown(localCode);
    if (!this.#active) return;
    if (code !== undefined && this.#stopCodes.includes(code)) {
      this.#giveUp({ reason: 'stop-code', attempts: this.#attempt, code });
      return;
    }
    if (this.#attempt >= this.#limit) {
      this.#giveUp({ reason: 'retry-limit', attempts: this.#attempt, ...(code === undefined ? {} : { code }) });
      return;
    }
    const delayMs = this.#delay(this.#attempt);
    // Scheduled before telling anyone, so a listener's close() or reconnect() cancels it.
    this.#retryTimer = this.#timers.setTimeout(() => {
      this.#retryTimer = undefined;
      this.#open();
    }, delayMs);
    this.#setStatus('reconnecting');
    if (this.#status === 'reconnecting') this.emit('reconnecting', { attempt: this.#attempt + 1, delayMs });
  }

  #delay(n: number): number {
    const base = this.#stepMs * n;
    const jitter = this.#options.reconnect?.jitter ?? 0;
    if (jitter <= 0) return base;
    const random = this.#options.reconnect?.random ?? Math.random;
    return Math.round(base + base * jitter * random());
  }

  #giveUp(info: GiveUpInfo): void {
    this.#setStatus('failed');
    if (this.#status === 'failed') this.emit('giveUp', info);
  }

  /** Forgets the current connection and every timer tied to it; closes it if still live. */
  #teardown(localCode: number = LOCAL_CLOSE.normal): void {
    for (const timer of [this.#retryTimer, this.#connectTimer, this.#pingTimer, this.#pongTimer]) {
      this.#timers.clearTimeout(timer);
    }
    this.#retryTimer = this.#connectTimer = this.#pingTimer = this.#pongTimer = undefined;
    const ws = this.#ws;
    this.#detach?.();
    this.#ws = this.#detach = undefined;
    if (!ws) return;
    // `ws` raises an error event when a CONNECTING socket is closed; keep it from going unhandled.
    ws.addEventListener('error', ignore);
    if (ws.readyState === ReadyState.CONNECTING || ws.readyState === ReadyState.OPEN) {
      try {
        ws.close(localCode);
      } catch {
        // Already closing: nothing left to release.
      }
    }
  }

  #trySend(payload: string): boolean {
    const ws = this.#ws;
    if (this.#status !== 'open' || !ws || ws.readyState !== ReadyState.OPEN) return false;
    try {
      ws.send(payload);
      return true;
    } catch {
      return false;
    }
  }

  #setStatus(status: SocketStatus): void {
    const previous = this.#status;
    if (previous === status) return;
    this.#status = status;
    this.emit('status', status, previous);
  }
}

function isDefaultPong(data: unknown): boolean {
  return data === 'pong';
}

function ignore(): void {}

/** An invalid frame that was meant as an alarm: a dataAlarm the guard refused, or text naming dataAlarm that is not JSON. */
function isAlarmFrame(error: InvalidFrameError): boolean {
  if (error.reason === 'schema') return true;
  return error.reason === 'not-json' && typeof error.frame === 'string' && error.frame.includes('dataAlarm');
}
