import { readingSchema } from '@vigil/sdk';
import type { Reading } from './reading-state';

/** What the device socket sends: `{ eventType: 'dataDevice', payload: { sn, status, timeStamp, readings } }`. */
export interface LiveFrame {
  imei: string;
  status: string | undefined;
  readings: Reading[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A device socket frame for `imei`, or undefined for anything else (other events, another device, bad readings). */
export function liveFrameOf(message: unknown, imei: string): LiveFrame | undefined {
  if (!isRecord(message) || message.eventType !== 'dataDevice' || !isRecord(message.payload)) return undefined;
  const { sn, status, readings } = message.payload;
  if (String(sn) !== imei || !Array.isArray(readings)) return undefined;
  const parsed = readings.map((r) => readingSchema.safeParse(r));
  if (!parsed.every((p) => p.success)) return undefined;
  return { imei, status: typeof status === 'string' ? status : undefined, readings: parsed.map((p) => ({ imei, ...p.data }) as Reading) };
}
