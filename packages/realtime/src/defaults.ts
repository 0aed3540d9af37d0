import { ALARM_FEED_CAP, SEND_RETRY_STEP_MS, SOCKET_RETRY_LIMIT, SOCKET_RETRY_STEP_MS } from '@vigil/sdk';

/**
 * Spec §4, §7 and §9 defaults in one place. The spec's own numbers come from the sdk's constants,
 * so the console, the mock and this package cannot disagree on them.
 */

/** Connection attempts in all, counting the first connect (spec §9: "5, at most 4 further"). */
export const RECONNECT_LIMIT = SOCKET_RETRY_LIMIT;
/** Linear reconnect step: delay before attempt n+1 is step x n. */
export const RECONNECT_STEP_MS = SOCKET_RETRY_STEP_MS;
/** Send attempts in all while not connected; retry k waits SEND_RETRY_STEP_MS x k. */
export const SEND_RETRY_LIMIT = 5;
/** How many sends may wait for a connection before the overflow policy applies. */
export const SEND_QUEUE_LIMIT = 100;
/** A socket still CONNECTING after this long is treated as a failed attempt. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Frames longer than this (in UTF-16 units) are rejected before parsing. */
export const MAX_FRAME_LENGTH = 512 * 1024;
/** Close codes that end the series instead of retrying: policy violation and auth failures. */
export const STOP_CLOSE_CODES: readonly number[] = [1008, 4001, 4003, 4401, 4403];

/** Fallback interval for coalescing `change` where requestAnimationFrame does not exist. */
export const CHANGE_INTERVAL_MS = 16;

/** Browser storage keys (spec §3). */
export const STORAGE_KEYS = { alarmdata: 'alarmdata', isopen: 'isopen', voice: 'voice' } as const;

export { ALARM_FEED_CAP, SEND_RETRY_STEP_MS };
