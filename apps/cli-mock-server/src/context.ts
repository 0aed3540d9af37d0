import type { Captcha } from './captcha';
import type { Dialect } from './dialect';
import type { LiveStreams } from './live-streams';
import type { LoginLockout } from './lockout';
import type { MockClock } from './mock-clock';
import type { ResolvedOptions } from './options';
import type { Random } from './random';
import type { ReadCache } from './read-cache';
import type { SessionActivity } from './session-activity';
import type { SocketHub } from './sockets';
import type { StateStore } from './state';

/** Faults injected through POST /__mock/faults. */
export interface Faults {
  /** How many upcoming API calls answer with `code` instead of running. */
  failNext: number;
  code: number;
  /** Only calls whose path below the base starts with this fail ('' for any). */
  path: string;
  /** Extra delay on every API call until reset. */
  latencyMs: number;
}

/** Everything a route or handler may touch. */
export interface MockContext {
  options: ResolvedOptions;
  store: StateStore;
  /** Runtime randomness (captchas, generated alarms); seeded so runs are reproducible. */
  random: Random;
  captchas: Map<string, Captcha & { expires: number }>;
  /** Answers of the hot reads, until the state or the control API changes them. */
  reads: ReadCache;
  /** When each session was last used (sessions end after `--session-idle` minutes unused). */
  sessions: SessionActivity;
  /** Wrong-password counts and locked accounts. */
  logins: LoginLockout;
  sockets: SocketHub;
  /** The live test streams (/live/…: WebSocket-FLV and HLS). */
  live: LiveStreams;
  faults: Faults;
  /** How the API speaks (`--dialect`): the boundary requests are read and answers written through. */
  dialect: Dialect;
  /** The mock's clock, which the control API moves on (`now()` reads it). */
  clock: MockClock;
  now(): number;
}
