import { EventEmitter } from 'eventemitter3';
import type { AlarmFeed } from './alarm-feed';
import { STORAGE_KEYS } from './defaults';
import type { StorageError } from './errors';
import { sameState } from './same-state';
import { readFlag, type StorageLike, writeFlag } from './storage';

/** The part of an HTMLAudioElement the sound needs; injected so the package has no DOM. */
export interface AudioLike {
  play(): Promise<void> | void;
  pause(): void;
  volume: number;
  loop?: boolean;
  currentTime?: number;
}

export interface AlarmSoundState {
  /** Voice toggle (persisted): volume 1 when on, 0 when off. */
  readonly voice: boolean;
  /** An alarm is active and the sound is (meant to be) playing. */
  readonly playing: boolean;
  /** The browser refused to play (autoplay policy); call `resume()` from a user gesture. */
  readonly blocked: boolean;
}

export interface AlarmSoundOptions {
  audio: AudioLike;
  feed: AlarmFeed;
  storage?: StorageLike;
  /** Storage key of the voice toggle (default 'voice'). */
  storageKey?: string;
  /** Voice setting when nothing is stored (default on). */
  defaultVoice?: boolean;
}

export interface AlarmSoundEvents {
  change: (state: AlarmSoundState) => void;
  error: (error: StorageError | Error) => void;
}

/**
 * Alarm sound state (spec §4): plays while any alarm is in the feed, stops when the
 * alarms are confirmed (removed) or cleared.
 */
export class AlarmSound extends EventEmitter<AlarmSoundEvents> {
  readonly #audio: AudioLike;
  readonly #feed: AlarmFeed;
  readonly #storage: StorageLike | undefined;
  readonly #storageKey: string;
  #state: AlarmSoundState;
  readonly #onFeed = () => this.#sync();

  constructor(options: AlarmSoundOptions) {
    super();
    this.#audio = options.audio;
    this.#feed = options.feed;
    this.#storage = options.storage;
    this.#storageKey = options.storageKey ?? STORAGE_KEYS.voice;
    const voice = readFlag(this.#storage, this.#storageKey, options.defaultVoice ?? true);
    this.#state = { voice, playing: false, blocked: false };
    this.#audio.loop = true;
    this.#audio.volume = voice ? 1 : 0;
    this.#feed.on('change', this.#onFeed);
    this.#sync();
  }

  get state(): AlarmSoundState {
    return this.#state;
  }

  setVoice(voice: boolean): void {
    const error = writeFlag(this.#storage, this.#storageKey, voice);
    if (error) this.emit('error', error);
    this.#audio.volume = voice ? 1 : 0;
    this.#set({ voice });
  }

  toggleVoice(): void {
    this.setVoice(!this.#state.voice);
  }

  /** Retries a play the browser blocked; call it from a click or key handler. */
  resume(): void {
    if (this.#state.playing) this.#play();
  }

  dispose(): void {
    this.#feed.off('change', this.#onFeed);
    if (this.#state.playing) this.#audio.pause();
    this.removeAllListeners();
  }

  #sync(): void {
    const active = this.#feed.items.length > 0;
    if (active === this.#state.playing) return;
    if (active) {
      this.#set({ playing: true });
      this.#play();
    } else {
      this.#audio.pause();
      if (this.#audio.currentTime !== undefined) this.#audio.currentTime = 0;
      this.#set({ playing: false, blocked: false });
    }
  }

  #play(): void {
    const onRefused = (cause: unknown) => {
      if (!this.#state.playing) return;
      this.#set({ blocked: true });
      this.emit('error', cause instanceof Error ? cause : new Error(String(cause)));
    };
    try {
      const result = this.#audio.play();
      if (result) result.then(() => this.#set({ blocked: false }), onRefused);
    } catch (cause) {
      onRefused(cause);
    }
  }

  #set(patch: Partial<AlarmSoundState>): void {
    const next = { ...this.#state, ...patch };
    if (sameState(next, this.#state)) return;
    this.#state = next;
    this.emit('change', next);
  }
}

export function createAlarmSound(options: AlarmSoundOptions): AlarmSound {
  return new AlarmSound(options);
}
