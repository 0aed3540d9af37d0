import type { MockContext } from './context';
import { settlePresence } from './device-presence';
import { settleHelmetUploads } from './helmet-uploads';

/**
 * Brings what follows the clock up to it: devices' online status (device-presence.ts), then helmet uploads, which
 * depend on it (helmet-uploads.ts). Run before each API call and after the clock moves; when anything changed, the
 * change is recorded (journal with --data) like any other.
 */
export async function settleMonitoring(context: MockContext): Promise<void> {
  const presence = settlePresence(context);
  const uploads = settleHelmetUploads(context);
  if (presence || uploads) await context.store.changed();
}
