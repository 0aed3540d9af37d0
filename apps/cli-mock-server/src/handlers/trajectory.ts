import type { MockContext } from '../context';
import { ok } from '../envelope';
import type { Row } from '../state';
import { formatTime, parseTime } from '../time-format';
import { deviceByImei } from './devices';
import type { HandlerRequest, HandlerTable } from './types';

const MINUTE = 60_000;
/** How far back a helmet's track is kept: older ranges (and the future) have no trajectory data. */
export const TRACK_KEPT_DAYS = 7;
/** The most fixes one answer carries: a longer range is sampled evenly over the one-a-minute grid. */
export const TRACK_MAX_POINTS = 600;

/** A small number from the IMEI, so each helmet walks its own path. */
function phaseOf(imei: string): number {
  let hash = 0;
  for (const char of imei) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return (hash % 360) * (Math.PI / 180);
}

/**
 * Where a helmet is at `time`: a smooth loop (two slow sines, ~1 km across) around its seeded location. A pure
 * function of the device and the minute, so the same range always answers the same track.
 */
export function trackPointAt(device: Row, time: number): { lng: number; lat: number } {
  const phase = phaseOf(String(device.imei));
  const minutes = time / MINUTE;
  const lng = Number(device.longitude ?? 120.13) + 0.006 * Math.sin((2 * Math.PI * minutes) / 97 + phase);
  const lat = Number(device.latitude ?? 30.28) + 0.004 * Math.sin((2 * Math.PI * minutes) / 61 + 2 * phase);
  return { lng: Math.round(lng * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6 };
}

/** The fixes of one helmet between beginTime and endTime, one a minute (sampled down to TRACK_MAX_POINTS). */
function track(request: HandlerRequest, context: MockContext) {
  const device = deviceByImei(request, context, request.query.imei);
  const now = context.now();
  const begin = Math.max(parseTime(request.query.beginTime) ?? now, now - TRACK_KEPT_DAYS * 86_400_000);
  const end = Math.min(parseTime(request.query.endTime) ?? now, now);
  const first = Math.ceil(begin / MINUTE) * MINUTE;
  const count = end < first ? 0 : Math.floor((end - first) / MINUTE) + 1;
  const every = Math.max(1, Math.ceil(count / TRACK_MAX_POINTS));
  const points: { lng: number; lat: number; time: string }[] = [];
  for (let i = 0; i < count; i += every) {
    const time = first + i * MINUTE;
    points.push({ ...trackPointAt(device, time), time: formatTime(time) });
  }
  return ok(points);
}

/** Helmet trajectories: the sdk's extension `trajectory.track`, fake GPS fixes around each helmet's seeded place. */
export const trajectoryHandlers: HandlerTable = { 'trajectory.track': track };
