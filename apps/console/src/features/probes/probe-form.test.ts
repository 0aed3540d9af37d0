import { probeConfigSchema } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { configBody, helmetValues, sharedRange, thresholdValues } from './probe-form';
import type { ProbeRow } from './probe-queries';

const row = (number: number, type: string, range: string, lowAlarm: number, highAlarm: number): ProbeRow => ({
  imei: '861234567890123',
  number,
  name: type,
  type,
  range,
  lowAlarm,
  highAlarm,
  enabled: true,
  unit: 'ppm',
});
const H2S = row(3, 'H2S', '0-15', 5, 10);
const CO = row(4, 'CO', '0-150', 35, 100);
const O2 = row(2, 'O2', '0-30', 19.5, 23.5);

describe('the threshold form', () => {
  it('checks a batch against the range every selected probe allows', () => {
    expect(sharedRange([H2S, CO])).toEqual({ min: 0, max: 15 });
    expect(sharedRange([CO])).toEqual({ min: 0, max: 150 });
    expect(sharedRange([CO, row(9, 'X', 'unknown', 0, 0)])).toBeUndefined();
    const values = thresholdValues([H2S, CO]);
    expect(values).toEqual({ number: 3, range: '0-15', lowAlarm: '', highAlarm: '' });
    expect(probeConfigSchema.safeParse({ ...values, highAlarm: '20' }).success).toBe(false);
    expect(probeConfigSchema.safeParse({ ...values, lowAlarm: '3', highAlarm: '12' }).success).toBe(true);
  });
  it('prefills one probe’s own thresholds', () => {
    expect(thresholdValues([O2])).toEqual({ number: 2, range: '0-30', lowAlarm: '19.5', highAlarm: '23.5' });
  });
  it('sends every probe of the device, only the edited ones changed', () => {
    const body = configBody([O2, H2S, CO], [H2S, CO], { lowAlarm: 3, highAlarm: 12 });
    expect(body.imei).toBe('861234567890123');
    expect(body.probes.map((p) => [p.number, p.lowAlarm, p.highAlarm])).toEqual([
      [2, 19.5, 23.5],
      [3, 3, 12],
      [4, 3, 12],
    ]);
    expect(configBody([O2], [O2], { lowAlarm: null, highAlarm: '' }).probes[0]).toMatchObject({ lowAlarm: null, highAlarm: null });
  });
  it('prefills the helmet form with the stored gas thresholds, else each gas’s high alarm', () => {
    const hat = [row(1, 'EX', '0-20', 5, 10), row(2, 'CO', '0-150', 35, 100)];
    expect(helmetValues(undefined, hat)).toMatchObject({ combustible: '10', carbonMonoxide: '100', ammonia: '' });
    expect(helmetValues({ carbonMonoxide: 150 }, hat)).toMatchObject({ combustible: '10', carbonMonoxide: '150' });
  });
});
