import { describe, expect, it } from 'vitest';
import { formatReading } from './format-reading';
import { deviceState, lastTimeOf, probeState, type Reading } from './reading-state';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const reading = (value: number | null, time = '2026-11-23 11:59:00'): Reading => ({ probe: 1, value, unit: '%LEL', time, lowAlarm: 20, highAlarm: 50 });

describe('probe and device state', () => {
  it('counts from the low threshold as low alarm and from the high one as high alarm', () => {
    expect(probeState(reading(19.9))).toBe('normal');
    expect(probeState(reading(20))).toBe('low');
    expect(probeState(reading(50))).toBe('high');
    expect(probeState(reading(null))).toBe('noData');
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
