import type { MockContext } from './context';
import type { Row } from './state';

/**
 * How a helmet's photo or video reaches the platform (spec §4's upload statuses), on the mock's clock: a file not
 * uploaded is queued on the helmet and starts uploading HELMET_UPLOAD_QUEUE_MS after it entered that status (seeded
 * files: after the mock started or was reset), while its helmet is online; an upload takes HELMET_UPLOAD_MS and
 * ends uploaded, or failed when the helmet is offline by then. Uploaded and failed are final. The spec gives no
 * durations: these are the mock's, long enough that nothing moves during a test unless it moves the clock.
 */
export const HELMET_UPLOAD_QUEUE_MS = 10 * 60_000;
export const HELMET_UPLOAD_MS = 5 * 60_000;

// When each running mock started following uploads (its start or last reset): seeded files entered their status then.
const starts = new WeakMap<MockContext, number>();

function startOf(context: MockContext): number {
  let start = starts.get(context);
  if (start === undefined) {
    start = context.now();
    starts.set(context, start);
  }
  return start;
}

/** How long a file stays in `status` before it moves on; undefined for a final status. */
const STEP_MS: Readonly<Record<string, number>> = { notUploaded: HELMET_UPLOAD_QUEUE_MS, uploading: HELMET_UPLOAD_MS };

/** When the file entered its status: stored once it moved, else when the mock started following uploads. */
const sinceOf = (context: MockContext, file: Row): number => (typeof file.statusSinceMs === 'number' ? file.statusSinceMs : startOf(context));

/** Whether the file's time in its status is up (whatever its helmet's state). */
function due(context: MockContext, file: Row): boolean {
  const step = STEP_MS[String(file.status)];
  return step !== undefined && context.now() - sinceOf(context, file) >= step;
}

/** Moves one file through the statuses whose time has come; whether it moved. */
function advance(context: MockContext, file: Row, helmetOnline: boolean): boolean {
  let moved = false;
  while (due(context, file)) {
    const at = sinceOf(context, file) + (STEP_MS[String(file.status)] ?? 0);
    // A queued file waits while its helmet is offline; an upload that ends with the helmet offline has failed.
    if (file.status === 'notUploaded' && !helmetOnline) return moved;
    Object.assign(file, { status: file.status === 'notUploaded' ? 'uploading' : helmetOnline ? 'uploaded' : 'failed', statusSinceMs: at });
    moved = true;
  }
  return moved;
}

/** Moves every helmet file on to where the clock says it is (before each API call, after the clock moves). */
export function settleHelmetUploads(context: MockContext): boolean {
  // Cheap when nothing is due (every API call comes through here): the helmets' states are read only when needed.
  const dueFiles = context.store.collection('helmetMedia').filter((file) => due(context, file));
  if (dueFiles.length === 0) return false;
  const online = new Set(context.store.collection('devices').filter((d) => d.status === 'online').map((d) => String(d.imei)));
  let moved = false;
  for (const file of dueFiles) if (advance(context, file, online.has(String(file.imei)))) moved = true;
  return moved;
}

/** Seeded files enter their status again from now (`POST /__mock/reset`). */
export function restartHelmetUploads(context: MockContext): void {
  starts.set(context, context.now());
}
