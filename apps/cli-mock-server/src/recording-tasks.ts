import type { RecordingResult } from '@vigil/sdk';
import type { MockContext } from './context';
import { moduleOf } from './device-module';
import { keyOf } from './series';
import type { Row } from './state';
import { formatTime, parseTime } from './time-format';

/** The modules whose devices record video (spec §1: helmets, industrial alarms with video). */
const RECORDING_MODULES = new Set(['hat', 'alarms']);

/** A recording task as stored (collection `recordingTasks`); its status is not stored but read from the clock. */
export interface StoredTask {
  startMs: number;
  endMs: number;
  /** When it was ended early; absent while it runs its course. */
  endedMs?: number | null;
}

export type TaskStatus = 'notStarted' | 'inProgress' | 'ended';

/** The status at `now`: not started before the start, in progress until the end or until ended early, then ended. */
export function taskStatus(task: StoredTask, now: number): TaskStatus {
  if (task.endedMs != null && task.endedMs <= now) return 'ended';
  if (now < task.startMs) return 'notStarted';
  return now < task.endMs ? 'inProgress' : 'ended';
}

/** How an ended task ended: ended early (`stopped`) or at its end time (`completed`); null while not ended. */
export function taskResult(task: StoredTask, now: number): RecordingResult | null {
  if (taskStatus(task, now) !== 'ended') return null;
  return task.endedMs != null && task.endedMs < task.endMs ? 'stopped' : 'completed';
}

/** Ends a task in progress at `now`; undefined when it is not in progress ("end recording error"). */
export function endTask<T extends StoredTask>(task: T, now: number): T | undefined {
  return taskStatus(task, now) === 'inProgress' ? { ...task, endedMs: now } : undefined;
}

/** A new task from `startMs` (not before now: a past start starts now) for `minutes`. */
export function newTask(startMs: number | undefined, minutes: number, now: number): StoredTask {
  const start = Math.max(startMs ?? now, now);
  return { startMs: start, endMs: start + minutes * 60_000, endedMs: null };
}

/** The clock recording tasks follow: the mock's (`POST /__mock/clock`, or its older name `/__mock/recordings/clock`). */
export function recordingNow(context: MockContext): number {
  return context.now();
}

/** Moves the mock's clock on by `ms` (`reset`: back to the wall clock); returns how far ahead it is. */
export function advanceRecordingClock(context: MockContext, ms: number, reset = false): number {
  if (reset) context.clock.reset();
  return context.clock.advance(ms);
}

/**
 * Whether a device takes recording tasks: a helmet or industrial-alarm device does, but one in four (by its IMEI, so
 * always the same ones) does not; the control API can set it per device (collection `recordingSupport`).
 */
export function supportsRecording(context: MockContext, device: Row): boolean {
  const set = context.store.collection('recordingSupport').find((row) => row.imei === device.imei);
  if (set) return set.supported === true;
  const module = moduleOf(device);
  return module !== undefined && RECORDING_MODULES.has(module) && keyOf(String(device.imei)) % 4 !== 0;
}

/** Sets a device's recording support (control API). */
export function setRecordingSupport(context: MockContext, imei: string, supported: boolean): void {
  const rows = context.store.collection('recordingSupport');
  const found = rows.find((row) => row.imei === imei);
  if (found) found.supported = supported;
  else rows.push({ imei, supported });
}

/** A stored task row's times as numbers. */
export function storedTask(row: Row): StoredTask {
  return { startMs: Number(row.startMs), endMs: Number(row.endMs), endedMs: row.endedMs == null ? null : Number(row.endedMs) };
}

/** What the API answers for a task: spec §3's fields, the status and result at `now`. */
export function taskView(row: Row, now: number): Row {
  const task = storedTask(row);
  return {
    id: row.id,
    imei: row.imei,
    productId: row.productId,
    startTime: formatTime(task.startMs),
    endTime: formatTime(task.endedMs != null && task.endedMs < task.endMs ? task.endedMs : task.endMs),
    durationMinutes: row.durationMinutes,
    status: taskStatus(task, now),
    result: taskResult(task, now),
    createTime: row.createTime,
  };
}

/** A wire time (server zone, already converted from the caller's) as epoch ms, or undefined. */
export const wireMs = (value: unknown): number | undefined => (value === undefined || value === null || value === '' ? undefined : parseTime(value));
