import { readingSchema, readList, readWireCode } from '@vigil/sdk';
import type { Reading } from './reading-state';

/** What the device socket sends: `{ eventType: 'dataDevice', payload: { sn, status, timeStamp, readings } }`. */
export interface LiveFrame {
  imei: string;
  status: string | undefined;
  readings: Reading[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A device socket frame for `imei`, or undefined for anything else (other events, another device, no readings list).
 * Read tolerantly, as every answer: a reading that cannot be read is left out, the others stay; the status goes
 * through the sdk's `deviceStatus` wire-code table (FastBee's 3 is online).
 */
export function liveFrameOf(message: unknown, imei: string): LiveFrame | undefined {
  if (!isRecord(message) || message.eventType !== 'dataDevice' || !isRecord(message.payload)) return undefined;
  const { sn, status, readings } = message.payload;
  if (String(sn) !== imei || !Array.isArray(readings)) return undefined;
  const read = readList(readingSchema, readings);
  if (read.issues.length > 0) console.warn(`vigil: device ${imei} sent readings that could not be read`, read.issues);
  const state = status === null || status === undefined ? undefined : (readWireCode('deviceStatus', status) ?? String(status));
  return { imei, status: state, readings: read.items.map((reading) => ({ imei, ...reading }) as Reading) };
}
