import { describe, expect, it } from 'vitest';
import { wireDayRange, wireFromLocalInput, wireWallClock } from './wire-time';

describe('wireWallClock', () => {
  it('reads date-times with a space or a T, with or without seconds, and bare dates', () => {
    expect(wireWallClock('2026-11-23 08:05:09')).toEqual({ utc: Date.UTC(2026, 10, 23, 8, 5, 9), hasTime: true });
    expect(wireWallClock(' 2026-11-23T08:05 ')).toEqual({ utc: Date.UTC(2026, 10, 23, 8, 5, 0), hasTime: true });
    expect(wireWallClock('2026-11-23')).toEqual({ utc: Date.UTC(2026, 10, 23), hasTime: false });
  });

  it('refuses anything else', () => {
    for (const text of ['', '1700000000000', '2026-11-23T08:05:09Z', '2026/11/23 08:05', '2026-11-23 8:05']) expect(wireWallClock(text), text).toBeUndefined();
  });
});

describe('wireFromLocalInput', () => {
  it('writes a datetime-local value as a wire time, to the second; blank stays blank', () => {
    expect(wireFromLocalInput('2026-11-24T09:05')).toBe('2026-11-24 09:05:00');
    expect(wireFromLocalInput('2026-11-24T09:05:07')).toBe('2026-11-24 09:05:07');
    expect(wireFromLocalInput(' ')).toBe('');
    expect(wireFromLocalInput('tomorrow')).toBe('tomorrow');
  });
});

describe('wireDayRange', () => {
  it('runs from the start of the first day to the end of the last; a blank end is left out', () => {
    expect(wireDayRange('2026-11-22', '2026-11-24')).toEqual({ beginTime: '2026-11-22 00:00:00', endTime: '2026-11-24 23:59:59' });
    expect(wireDayRange('', '2026-11-24')).toEqual({ endTime: '2026-11-24 23:59:59' });
    expect(wireDayRange('2026-11-22', undefined)).toEqual({ beginTime: '2026-11-22 00:00:00' });
    expect(wireDayRange(undefined, ' ')).toEqual({});
  });
});
