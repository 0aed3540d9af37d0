/**
 * Spec §4, §7 and §9 defaults in one place. The sdk will export the same values as named
 * constants; these can then be re-exported from there instead.
 */

/** Connection attempts in all, counting the first connect (spec §9: "5, at most 4 further"). */
export const RECONNECT_LIMIT = 5;
/** Linear reconnect step: delay before attempt n+1 is step x n. */
export const RECONNECT_STEP_MS = { regular: 2000, public: 1000 } as const;
/** Send attempts in all while not connected; retry k waits SEND_RETRY_STEP_MS x k. */
export const SEND_RETRY_LIMIT = 5;
export const SEND_RETRY_STEP_MS = 500;
/** How many sends may wait for a connection before the overflow policy applies. */
export const SEND_QUEUE_LIMIT = 100;
/** A socket still CONNECTING after this long is treated as a failed attempt. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Frames longer than this (in UTF-16 units) are rejected before parsing. */
export const MAX_FRAME_LENGTH = 512 * 1024;
/** Close codes that end the series instead of retrying: policy violation and auth failures. */
export const STOP_CLOSE_CODES: readonly number[] = [1008, 4001, 4003, 4401, 4403];

/** Live alarm list cap (spec §9). */
export const ALARM_FEED_CAP = 15;
/** Fallback interval for coalescing `change` where requestAnimationFrame does not exist. */
export const CHANGE_INTERVAL_MS = 16;

/** Browser storage keys (spec §3). */
export const STORAGE_KEYS = { alarmdata: 'alarmdata', isopen: 'isopen', voice: 'voice' } as const;
