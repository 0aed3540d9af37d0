import { stat } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type { Context } from 'hono';
import { MEDIA_DIR } from './live-media';
import { storedTask, taskStatus } from './recording-tasks';
import { keyOf } from './series';
import type { Row } from './state';
import { formatTime } from './time-format';

/** Where recorded files are served, under the API base; every one of them is the shipped test clip. */
export const RECORDING_MEDIA_PATH = '/video/record/media';
const CLIP = `${MEDIA_DIR}clip.mp4`;
/** The shipped clip's length in seconds (media/clip.mp4, scripts/make-media.sh). */
export const CLIP_SECONDS = 10;
/** A device records a file every this often. */
const EVERY_MS = 3 * 3_600_000;

/**
 * A device's recorded files whose start lies in [from, to] and before `now`: one every 3 hours, at a minute offset
 * taken from the IMEI (same device, same files). Each is the test clip: its length, its size, its URL.
 */
export function recordingFiles(imei: string, from: number, to: number, now: number, size: number, base: string): Row[] {
  const offset = (keyOf(imei) % 120) * 60_000;
  const rows: Row[] = [];
  const last = Math.min(to, now - CLIP_SECONDS * 1000);
  for (let start = Math.floor((from - offset) / EVERY_MS) * EVERY_MS + offset; start <= last; start += EVERY_MS) {
    if (start < from) continue;
    const id = `${imei}-${start}`;
    rows.push({ id, imei, startTime: formatTime(start), endTime: formatTime(start + CLIP_SECONDS * 1000), duration: CLIP_SECONDS, size, url: `${base}${RECORDING_MEDIA_PATH}/${id}.mp4` });
  }
  return rows.reverse();
}

/**
 * The files a device's recording tasks made: one for each task that has ended by `now` (early or at its end), over
 * the time it recorded, listed like the schedule's files when its start lies in [from, to]. Each plays the test clip.
 */
export function taskFiles(tasks: readonly Row[], imei: string, from: number, to: number, now: number, size: number, base: string): Row[] {
  return tasks
    .filter((row) => row.imei === imei && taskStatus(storedTask(row), now) === 'ended')
    .map((row) => {
      const task = storedTask(row);
      const end = task.endedMs != null && task.endedMs < task.endMs ? task.endedMs : task.endMs;
      const id = `task-${String(row.id)}`;
      return { id, imei, startTime: formatTime(task.startMs), endTime: formatTime(end), duration: Math.round((end - task.startMs) / 1000), size, url: `${base}${RECORDING_MEDIA_PATH}/${id}.mp4`, startMs: task.startMs };
    })
    .filter((file) => file.startMs >= from && file.startMs <= to)
    .map(({ startMs: _, ...file }) => file);
}

/** The clip's size in bytes. */
export async function clipSize(): Promise<number> {
  return (await stat(CLIP)).size;
}

/** A `Range: bytes=…` header against a file of `size` bytes: the inclusive span, 'invalid' (416), or undefined (whole file). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Math.min(Number(last), size);
    return suffix === 0 ? 'invalid' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? 'invalid' : { start, end };
}

/** GET/HEAD of a recorded file: the clip, with HTTP Range support so a `<video>` can seek. No token: a video element sends none. */
export async function serveRecordingFile(c: Context): Promise<Response> {
  if (!/^[\w-]+\.mp4$/.test(c.req.param('name') ?? '')) return c.body(null, 404);
  const size = await clipSize();
  const range = byteRange(c.req.header('range'), size);
  const headers: Record<string, string> = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'cache-control': 'no-cache' };
  if (range === 'invalid') return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = end - start + 1;
  const status = range ? 206 : 200;
  const sent = { ...headers, 'content-length': String(length), ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}) };
  if (c.req.method === 'HEAD') return c.body(null, status, sent);
  const file = await open(CLIP, 'r');
  try {
    const buffer = new Uint8Array(length);
    await file.read(buffer, 0, length, start);
    return c.body(buffer, status, sent);
  } finally {
    await file.close();
  }
}
