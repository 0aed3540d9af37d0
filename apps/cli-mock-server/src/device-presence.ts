import { STALE_AFTER_MS } from '@vigil/sdk';
import type { MockContext } from './context';
import { perMockTable } from './per-mock-table';
import type { Row } from './state';
import { formatTime } from './time-format';

/**
 * Whether a device is online follows its reports (spec §4: online, offline). A seeded device that is online streams
 * its generated series: it reports all the time, until a test silences it. Any other device (seeded offline, added,
 * imported) reports only when the control API pushes readings for it (`POST /__mock/readings`). A device whose last
 * report is STALE_AFTER_MS old (on the mock's clock) goes offline; one that reports goes online.
 */
interface Presence {
  /** Reports on its own (its series), so its last report is always now. */
  streaming: boolean;
  /** When it last reported (mock clock, ms); undefined: never since the mock started. */
  lastReportMs?: number;
}

// Per running mock, only the devices a test has pushed readings for or silenced; the rest keep their stored status.
const tables = perMockTable<Presence>();

function presenceOf(context: MockContext, device: Row): Presence {
  return tables.peek(context)?.get(String(device.imei)) ?? { streaming: device.status === 'online' };
}

/** When the device last reported (ms, mock clock): now for a streaming device; undefined if it never has. */
export function lastReportOf(context: MockContext, device: Row): number | undefined {
  const presence = presenceOf(context, device);
  return presence.streaming ? context.now() : presence.lastReportMs;
}

/** Whether the device is quiet now: it neither streams nor reported within `withinMs` (its socket sends nothing). */
export function isQuiet(context: MockContext, device: Row, withinMs: number): boolean {
  const presence = tables.peek(context)?.get(String(device.imei));
  if (!presence || presence.streaming) return false;
  return presence.lastReportMs === undefined || context.now() - presence.lastReportMs >= withinMs;
}

/** The device reports now (a streaming one keeps streaming); it is online at once. */
export function recordReport(context: MockContext, device: Row): void {
  tables.of(context).set(String(device.imei), { streaming: presenceOf(context, device).streaming, lastReportMs: context.now() });
  settle(context, device);
}

/** The device stopped reporting `silentForMs` ago (and does not stream any more). */
export function recordSilence(context: MockContext, device: Row, silentForMs: number): void {
  tables.of(context).set(String(device.imei), { streaming: false, lastReportMs: context.now() - silentForMs });
  settle(context, device);
}

/**
 * Brings a device's stored status in line with its reports: online with its last report as the last online time,
 * or offline from the instant its silence reached STALE_AFTER_MS. Returns whether the status changed.
 */
function settle(context: MockContext, device: Row): boolean {
  const last = lastReportOf(context, device);
  const online = last !== undefined && context.now() - last < STALE_AFTER_MS;
  if (last !== undefined && online) device.lastOnlineTime = formatTime(last);
  const status = online ? 'online' : 'offline';
  if (device.status === status) return false;
  device.status = status;
  if (!online && last !== undefined) device.lastOfflineTime = formatTime(last + STALE_AFTER_MS);
  return true;
}

/** Settles every device whose presence is followed (before each API call, after the clock moves); whether any changed. */
export function settlePresence(context: MockContext): boolean {
  const map = tables.peek(context);
  if (!map || map.size === 0) return false;
  let changed = false;
  for (const device of context.store.collection('devices')) {
    if (map.has(String(device.imei)) && settle(context, device)) changed = true;
  }
  return changed;
}

/** Forgets every followed device (`POST /__mock/reset`): seeded ones stream or stay offline as seeded. */
export function clearPresence(context: MockContext): void {
  tables.peek(context)?.clear();
}
