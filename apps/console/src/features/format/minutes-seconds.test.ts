import { describe, expect, it } from 'vitest';
import { minutesSeconds } from './minutes-seconds';

describe('minutesSeconds', () => {
  it('formats as m:ss', () => {
    expect(minutesSeconds(120)).toBe('2:00');
    expect(minutesSeconds(59)).toBe('0:59');
    expect(minutesSeconds(0)).toBe('0:00');
  });
});
