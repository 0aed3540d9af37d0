import { describe, expect, it } from 'vitest';
import { recordingTaskBodyOf, recordingTaskFormSchema } from './recordings';

describe('recording task form', () => {
  it('takes 1–1440 whole minutes and makes the body, a blank start meaning now', () => {
    expect(recordingTaskFormSchema.safeParse({ imei: '860000000000001', durationMinutes: '0' }).success).toBe(false);
    expect(recordingTaskFormSchema.safeParse({ imei: '860000000000001', durationMinutes: '1441' }).success).toBe(false);
    expect(recordingTaskFormSchema.safeParse({ imei: '860000000000001', durationMinutes: '' }).error?.issues[0]?.message).toBe('validation.field.required');
    expect(recordingTaskBodyOf({ imei: '860000000000001', durationMinutes: '1440', startTime: '' })).toEqual({ imei: '860000000000001', durationMinutes: 1440 });
    expect(recordingTaskBodyOf({ imei: '860000000000001', durationMinutes: '30', startTime: '2026-11-24T10:30' })).toEqual({ imei: '860000000000001', durationMinutes: 30, startTime: '2026-11-24 10:30:00' });
  });
});
