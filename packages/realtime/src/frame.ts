import { type AlarmSocketMessage, REFRESH_TIP_TYPE, type RefreshSocketMessage } from '@vigil/sdk';
import { readAlarmMessage } from './alarm-guard';
import { InvalidFrameError } from './errors';

export type { RefreshSocketMessage };

/** What one incoming frame turned out to be. */
export type Frame =
  | { kind: 'alarm'; message: AlarmSocketMessage }
  | { kind: 'refresh'; message: RefreshSocketMessage }
  | { kind: 'other'; message: Record<string, unknown> }
  | { kind: 'invalid'; error: InvalidFrameError; message?: unknown };

/**
 * Classifies a raw frame. Never throws: anything unusable becomes `invalid` with a reason.
 * A parsed object that is neither an alarm nor a refresh tip is `other` (the server may
 * send messages this package does not interpret).
 */
export function classifyFrame(data: unknown, maxLength: number): Frame {
  if (typeof data !== 'string') {
    return { kind: 'invalid', error: new InvalidFrameError('binary', 'binary frame; expected JSON text', data) };
  }
  if (data.length > maxLength) {
    const error = new InvalidFrameError('too-large', `frame of ${data.length} characters exceeds ${maxLength}`, data);
    return { kind: 'invalid', error };
  }
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    return { kind: 'invalid', error: new InvalidFrameError('not-json', `frame is not JSON: ${detail}`, data) };
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) {
    const error = new InvalidFrameError('not-object', 'frame is JSON but not an object', data);
    return { kind: 'invalid', error, message };
  }
  const record = message as Record<string, unknown>;
  if (record.eventType === 'dataAlarm') {
    const alarm = readAlarmMessage(record);
    if (alarm.ok) return { kind: 'alarm', message: alarm.value };
    const error = new InvalidFrameError('schema', `dataAlarm frame rejected: ${alarm.message}`, data, alarm.issues);
    return { kind: 'invalid', error, message };
  }
  if (record.type === REFRESH_TIP_TYPE) {
    return { kind: 'refresh', message: record as RefreshSocketMessage };
  }
  return { kind: 'other', message: record };
}
