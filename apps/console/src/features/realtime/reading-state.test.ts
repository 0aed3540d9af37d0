import { describe, expect, it } from 'vitest';
import { formatReading } from './format-reading';
import { deviceState, deviceStateOf, lastTimeOf, probeState, type Reading, stateLook } from './reading-state';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const reading = (value: number | null, time = '2026-11-23 11:59:00'): Reading => ({ probe: 1, value, unit: '%LEL', time, lowAlarm: 20, highAlarm: 50 });

describe('probe and device state', () => {
  it('counts from the low threshold as low alarm and from the high one as high alarm', () => {
    expect(probeState(reading(19.9))).toBe('normal');
    expect(probeState(reading(20))).toBe('low');
    expect(probeState(reading(50))).toBe('high');
    expect(probeState(reading(null))).toBe('noData');
  });

  it('judges oxygen both ways with the limits the reading carries: 20.9 %VOL normal, 15 a deficiency, 25 an enrichment', () => {
    // OSHA 29 CFR 1910.146: oxygen-deficient below 19.5 %, oxygen-enriched above 23.5 %; normal air is 20.9 %.
    const oxygen = (value: number): Reading => ({ probe: 2, type: 'O2', value, unit: '%VOL', time: '2026-11-23 11:59:00', lowAlarm: 19.5, highAlarm: 23.5 });
    expect(probeState(oxygen(20.9))).toBe('normal');
    expect(probeState(oxygen(15))).toBe('low');
    expect(probeState(oxygen(25))).toBe('high');
    expect(stateLook('low', 'both').label).toBe('alarmType.deficiency');
    expect(stateLook('high', 'both').label).toBe('alarmType.enrichment');
    expect(stateLook('low', 'rising').label).toBe('realtime.low');
    // A device whose oxygen is deficient is in a low alarm worded as a deficiency, whatever its other gases read.
    const combustible: Reading = { probe: 1, type: 'EX', value: 0, unit: '%LEL', time: '2026-11-23 11:59:00', lowAlarm: 5, highAlarm: 10 };
    expect(deviceStateOf([combustible, oxygen(15)], now, 'UTC')).toEqual({ state: 'low', direction: 'both' });
    expect(deviceStateOf([combustible, oxygen(20.9)], now, 'UTC')).toEqual({ state: 'normal', direction: 'rising' });
  });

  it('judges by the limits in force the reading carries: an operator\'s 6/12 %LEL makes 5.5 normal and 6.5 the first level', () => {
    const ex = (value: number): Reading => ({ probe: 1, type: 'EX', value, unit: '%LEL', time: '2026-11-23 11:59:00', lowAlarm: 6, highAlarm: 12 });
    expect(probeState(ex(5.5))).toBe('normal');
    expect(probeState(ex(6.5))).toBe('low');
    expect(probeState(ex(12))).toBe('high');
  });

  it('gives a device its most urgent probe, stale when its last data is old, no data when it has none', () => {
    expect(deviceState([reading(5), reading(25), reading(60)], now, 'UTC')).toBe('high');
    expect(deviceState([reading(5), reading(25)], now, 'UTC')).toBe('low');
    expect(deviceState([reading(5)], now, 'UTC')).toBe('normal');
    expect(deviceState([reading(60, '2026-11-23 11:50:00')], now, 'UTC')).toBe('stale');
    expect(deviceState([reading(null)], now, 'UTC')).toBe('noData');
    expect(deviceState([], now, 'UTC')).toBe('noData');
    expect(lastTimeOf([reading(1, '2026-11-23 11:00:00'), reading(1, '2026-11-23 11:30:00')])).toBe('2026-11-23 11:30:00');
  });
});

describe('formatReading', () => {
  it('shows the number in the language with its unit, a dash for none', () => {
    expect(formatReading(12.3456, '%LEL', 'zh-CN')).toBe('12.35 %LEL');
    expect(formatReading('1234.5', 'ppm', 'en')).toBe('1,234.5 ppm');
    expect(formatReading(7, null, 'en')).toBe('7');
    expect(formatReading(null, '%LEL', 'en')).toBe('—');
    expect(formatReading('n/a', '%LEL', 'en')).toBe('—');
  });
});
