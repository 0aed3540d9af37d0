import { describe, expect, it } from 'vitest';
import { fenceBodySchema, fenceSchema } from './helmet';

const fence = { id: 1, name: '北门', behaviour: 'noLeaving', alarmFrequency: 0, periods: [{ start: '08:00', end: '18:00' }], area: [[120.1, 30.2], [120.2, 30.2], [120.2, 30.3]] };

describe('fence schemas (spec §5: name, type and time are required, the number is not)', () => {
  it('a fence saved without a number is read as one without a number (Jackson writes an empty column as null)', () => {
    expect(fenceSchema.parse({ ...fence, number: null }).number).toBeUndefined();
    expect(fenceSchema.parse(fence).number).toBeUndefined();
    expect(fenceSchema.parse({ ...fence, number: 'F-01' }).number).toBe('F-01');
  });

  it('the body may leave the number out or send it empty as null', () => {
    expect(fenceBodySchema.safeParse({ ...fence, number: null }).success).toBe(true);
    expect(fenceBodySchema.safeParse(fence).success).toBe(true);
  });
});
