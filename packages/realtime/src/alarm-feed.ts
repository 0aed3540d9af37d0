import type { AlarmPayload } from '@vigil/sdk';
import { EventEmitter } from 'eventemitter3';
import { readAlarmInput, readAlarmPayloadStrict } from './alarm-guard';
import { mergeAlarms } from './alarm-merge';
import { ALARM_FEED_CAP, STORAGE_KEYS } from './defaults';
import { InvalidAlarmError, type StorageError } from './errors';
import { type ChangeScheduler, frameScheduler, leadingEdge } from './scheduler';
import { readStored, type StorageLike, writeStored } from './storage';

/** One live alarm: the payload's identifying fields plus a feed-assigned id. */
export interface AlarmItem {
  readonly id: string;
  readonly sn: string;
  readonly proBh: string;
  readonly address: string;
  readonly alarmVo: AlarmPayload['alarmVo'];
}

/** What happened since the previous `change`. */
export interface AlarmFeedChange {
  /** Alarms added (new or replacing an older one with the same sn and type). */
  added: number;
}

export interface AlarmFeedEvents {
  /**
   * Coalesced: at most once per scheduler tick, with the items as they are now. By default a lone change is emitted
   * at once (synchronously, inside the call that made it) and only what follows in the same frame waits for the next.
   */
  change: (items: readonly AlarmItem[], change: AlarmFeedChange) => void;
  invalid: (error: InvalidAlarmError) => void;
  error: (error: StorageError) => void;
}

export interface AlarmFeedOptions {
  /** Most items kept (default 15, spec §9). */
  cap?: number;
  /** Where the list survives a reload; localStorage-like. */
  storage?: StorageLike;
  /** Storage key (default 'alarmdata'). */
  storageKey?: string;
  /**
   * How `change` is coalesced (default: `leadingEdge(frameScheduler())`: at once when nothing was emitted in the
   * current animation frame, else on the next one; 16 ms instead of frames outside browsers).
   */
  scheduler?: ChangeScheduler;
}

/**
 * The live alarm list: newest first, capped, one entry per sn + alarm type. `items` is
 * always exact; `change` and persistence are coalesced so a flood cannot stall a page.
 */
export class AlarmFeed extends EventEmitter<AlarmFeedEvents> {
  readonly cap: number;
  readonly #storage: StorageLike | undefined;
  readonly #storageKey: string;
  readonly #scheduler: ChangeScheduler;
  /** Newest first; at most `cap` long, so linear scans stay tiny (no index to keep in step). */
  #list: AlarmItem[] = [];
  #snapshot: readonly AlarmItem[] | undefined;
  #seq = 0;
  #pending: AlarmFeedChange | undefined;
  #cancel: (() => void) | undefined;

  constructor(options: AlarmFeedOptions = {}) {
    super();
    this.cap = Math.max(0, Math.floor(options.cap ?? ALARM_FEED_CAP));
    this.#storage = options.storage;
    this.#storageKey = options.storageKey ?? STORAGE_KEYS.alarmdata;
    this.#scheduler = options.scheduler ?? leadingEdge(frameScheduler());
    this.#restore();
  }

  /** The current list, newest first. The same array until the next change. */
  get items(): readonly AlarmItem[] {
    this.#snapshot ??= Object.freeze(this.#list.slice());
    return this.#snapshot;
  }

  /**
   * Adds a `dataAlarm` message or its payload, validated with the sdk schema. Returns the
   * new item, or undefined (and emits `invalid`) when the input is not a valid alarm.
   */
  add(input: unknown): AlarmItem | undefined {
    const read = readAlarmInput(input);
    if (!read.ok) {
      this.emit('invalid', new InvalidAlarmError(`not a valid alarm: ${read.message}`, input, read.issues));
      return undefined;
    }
    const payload = read.value;
    this.#seq += 1;
    const item: AlarmItem = {
      id: String(this.#seq),
      sn: payload.sn,
      proBh: payload.proBh,
      address: payload.address,
      alarmVo: payload.alarmVo,
    };
    this.#insert(item);
    this.#changed(1);
    return item;
  }

  /**
   * Merges alarms fetched after a reconnect (dataAlarm messages or payloads, in any order) by `mergeAlarms`: one per
   * sn + alarm type (a held alarm is replaced only by a newer one), in time order, capped. Invalid entries emit
   * `invalid` and are skipped. Returns the alarms that went in; `change` counts them as added.
   */
  merge(inputs: readonly unknown[]): AlarmItem[] {
    const incoming: AlarmItem[] = [];
    for (const input of inputs) {
      const read = readAlarmInput(input);
      if (!read.ok) {
        this.emit('invalid', new InvalidAlarmError(`not a valid alarm: ${read.message}`, input, read.issues));
        continue;
      }
      const { sn, proBh, address, alarmVo } = read.value;
      incoming.push({ id: String(++this.#seq), sn, proBh, address, alarmVo });
    }
    if (incoming.length === 0) return [];
    const { items, added } = mergeAlarms(this.#list, incoming, this.cap);
    if (added.length === 0) return [];
    this.#list = items;
    this.#changed(added.length);
    return added;
  }

  /** Removes one alarm (confirmed by the user). Returns whether it was there. */
  remove(id: string): boolean {
    const index = this.#list.findIndex((item) => item.id === id);
    if (index < 0) return false;
    this.#list.splice(index, 1);
    this.#changed(0);
    return true;
  }

  clear(): void {
    if (this.#list.length === 0) return;
    this.#list = [];
    this.#changed(0);
  }

  /** Delivers a pending `change` (and persists) now instead of on the next tick. */
  flush(): void {
    const pending = this.#pending;
    if (!pending) return;
    this.#cancel?.();
    this.#cancel = this.#pending = undefined;
    this.#persist();
    this.emit('change', this.items, pending);
  }

  /** Flushes and stops scheduling; call when the page goes away. */
  dispose(): void {
    this.flush();
    this.removeAllListeners();
  }

  #insert(item: AlarmItem): void {
    const { sn, alarmVo } = item;
    const older = this.#list.findIndex((other) => other.sn === sn && other.alarmVo.alarm === alarmVo.alarm);
    if (older >= 0) this.#list.splice(older, 1);
    this.#list.unshift(item);
    if (this.#list.length > this.cap) this.#list.pop();
  }

  #changed(added: number): void {
    this.#snapshot = undefined;
    if (this.#pending) {
      this.#pending.added += added;
      return;
    }
    const pending: AlarmFeedChange = { added };
    this.#pending = pending;
    const cancel = this.#scheduler(() => {
      this.#cancel = undefined;
      this.flush();
    });
    // A leading-edge scheduler may have flushed already (and a listener may have made a newer change).
    if (this.#pending === pending) this.#cancel = cancel;
  }

  #persist(): void {
    if (!this.#storage) return;
    const error = writeStored(this.#storage, this.#storageKey, JSON.stringify(this.#list));
    if (error) this.emit('error', error);
  }

  /** Loads a stored list; entries that fail validation are dropped, a corrupt value is discarded. */
  #restore(): void {
    if (!this.#storage) return;
    const read = readStored(this.#storage, this.#storageKey);
    if ('error' in read || read.value === null) return;
    let stored: unknown;
    try {
      stored = JSON.parse(read.value);
    } catch {
      stored = undefined;
    }
    if (!Array.isArray(stored)) {
      writeStored(this.#storage, this.#storageKey, null);
      return;
    }
    // Oldest first, so each insert lands on top and the stored order comes back.
    for (const entry of [...stored].reverse()) {
      // Our own format, written by this feed: held strictly, so a corrupted entry is not half-read.
      const payload = readAlarmPayloadStrict(entry);
      if (!payload.ok) continue;
      const storedId = (entry as { id?: unknown }).id;
      const id = typeof storedId === 'string' && storedId !== '' ? storedId : String(++this.#seq);
      const numeric = Number(id);
      if (Number.isSafeInteger(numeric)) this.#seq = Math.max(this.#seq, numeric);
      const { sn, proBh, address, alarmVo } = payload.value;
      this.#insert({ id, sn, proBh, address, alarmVo });
    }
  }
}

export function createAlarmFeed(options?: AlarmFeedOptions): AlarmFeed {
  return new AlarmFeed(options);
}
