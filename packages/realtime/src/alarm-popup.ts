import { EventEmitter } from 'eventemitter3';
import type { AlarmFeed, AlarmFeedChange, AlarmItem } from './alarm-feed';
import { STORAGE_KEYS } from './defaults';
import type { StorageError } from './errors';
import type { SocketStatus } from './realtime-socket';
import { sameState } from './same-state';
import { readFlag, type StorageLike, writeFlag } from './storage';

export type PopupMode = 'expanded' | 'minimised' | 'closed';

export interface AlarmPopupState {
  /** 'closed' shows only the small bell. */
  readonly mode: PopupMode;
  /** 0-based position of `current` in the feed; show it as index + 1. */
  readonly index: number;
  readonly total: number;
  readonly current: AlarmItem | undefined;
  /** Blue while the public socket is open, grey otherwise (spec §4). */
  readonly bell: 'blue' | 'grey';
  /** The socket gave up: show "Connection Disconnected" with a reconnect action. */
  readonly disconnected: boolean;
  /**
   * Alarms in the feed not yet seen: an alarm is seen once it has been the one on show in the expanded popup.
   * The closed (or minimised) popup's bell shows this count.
   */
  readonly unseen: number;
}

/** The part of RealtimeSocket the popup watches. */
export interface PopupSocket {
  readonly status: SocketStatus;
  on(event: 'status', listener: (status: SocketStatus) => void): unknown;
  off(event: 'status', listener: (status: SocketStatus) => void): unknown;
  reconnect(): void;
}

export interface AlarmPopupOptions {
  feed: AlarmFeed;
  /** The public alarm socket; drives the bell colour and the disconnected state. */
  socket?: PopupSocket;
  storage?: StorageLike;
  /** Storage key remembering whether the popup is open (default 'isopen'). */
  storageKey?: string;
}

export interface AlarmPopupEvents {
  change: (state: AlarmPopupState) => void;
  error: (error: StorageError) => void;
}

/** State behind the alarm popup (spec §2, §4); no DOM, so any view layer can render it. */
export class AlarmPopup extends EventEmitter<AlarmPopupEvents> {
  readonly #feed: AlarmFeed;
  readonly #socket: PopupSocket | undefined;
  readonly #storage: StorageLike | undefined;
  readonly #storageKey: string;
  #state: AlarmPopupState;
  /** Ids of the feed's alarms that have been on show in the expanded popup. */
  readonly #seen = new Set<string>();
  readonly #onFeed = (items: readonly AlarmItem[], change: AlarmFeedChange) => this.#onFeedChange(items, change);
  readonly #onStatus = () => this.#update({});

  constructor(options: AlarmPopupOptions) {
    super();
    this.#feed = options.feed;
    this.#socket = options.socket;
    this.#storage = options.storage;
    this.#storageKey = options.storageKey ?? STORAGE_KEYS.isopen;
    const open = readFlag(this.#storage, this.#storageKey, true);
    const items = this.#feed.items;
    this.#state = this.#derive(open ? (items.length > 0 ? 'expanded' : 'minimised') : 'closed', 0, items);
    this.#feed.on('change', this.#onFeed);
    this.#socket?.on('status', this.#onStatus);
  }

  get state(): AlarmPopupState {
    return this.#state;
  }

  expand(): void {
    if (this.#state.mode === 'closed') this.#remember(true);
    this.#update({ mode: 'expanded' });
  }

  minimise(): void {
    if (this.#state.mode === 'closed') return;
    this.#update({ mode: 'minimised' });
  }

  /** Hides the popup down to the bell, and remembers that across reloads. */
  close(): void {
    this.#remember(false);
    this.#update({ mode: 'closed' });
  }

  /** Clicking the bell: opens the popup again and forgets the closed state. */
  open(): void {
    this.expand();
  }

  next(): void {
    this.#update({ index: this.#state.index + 1 });
  }

  previous(): void {
    this.#update({ index: this.#state.index - 1 });
  }

  /**
   * Confirms (removes) the alarm on show, or the alarm `id` (the one a view shows, which may lag the state by a
   * frame during a flood).
   */
  confirm(id: string | undefined = this.#state.current?.id): void {
    if (id !== undefined) this.#feed.remove(id);
    this.#feed.flush();
  }

  /** The "Reconnect" action of the disconnected state. */
  reconnect(): void {
    this.#socket?.reconnect();
  }

  dispose(): void {
    this.#feed.off('change', this.#onFeed);
    this.#socket?.off('status', this.#onStatus);
    this.removeAllListeners();
  }

  #onFeedChange(items: readonly AlarmItem[], change: AlarmFeedChange): void {
    if (change.added > 0) {
      // A new alarm shows the newest first and re-expands, unless the user closed the popup.
      this.#update({ index: 0, mode: this.#state.mode === 'closed' ? 'closed' : 'expanded' }, items);
    } else if (items.length === 0 && this.#state.mode === 'expanded') {
      // The last alarm went (confirmed or cleared): an empty card would sit over the page, so the bell alone stays.
      // Minimised, not closed: nothing is remembered, and the next alarm expands it again.
      this.#update({ mode: 'minimised' }, items);
    } else {
      this.#update({}, items);
    }
  }

  #remember(open: boolean): void {
    const error = writeFlag(this.#storage, this.#storageKey, open);
    if (error) this.emit('error', error);
  }

  #update(patch: { mode?: PopupMode; index?: number }, items: readonly AlarmItem[] = this.#feed.items): void {
    for (const id of this.#seen) if (!items.some((item) => item.id === id)) this.#seen.delete(id);
    const next = this.#derive(patch.mode ?? this.#state.mode, patch.index ?? this.#state.index, items);
    const previous = this.#state;
    if (sameState(next, previous)) return;
    this.#state = next;
    this.emit('change', next);
  }

  #derive(mode: PopupMode, index: number, items: readonly AlarmItem[]): AlarmPopupState {
    const total = items.length;
    const clamped = Math.min(Math.max(index, 0), Math.max(total - 1, 0));
    const status = this.#socket?.status;
    const current = items[clamped];
    if (mode === 'expanded' && current) this.#seen.add(current.id);
    return {
      mode,
      index: clamped,
      total,
      current,
      bell: status === 'open' ? 'blue' : 'grey',
      disconnected: status === 'failed',
      unseen: items.reduce((count, item) => (this.#seen.has(item.id) ? count : count + 1), 0),
    };
  }
}

export function createAlarmPopup(options: AlarmPopupOptions): AlarmPopup {
  return new AlarmPopup(options);
}
