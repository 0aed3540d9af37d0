import { describe, expect, it } from 'vitest';
import { megabytes, storageBodyOf, storageBodySchema, storageFormSchema } from './storage';
import { VALIDATION_KEYS as K } from './keys';

const MIB = 1024 * 1024;
const messages = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('cloud storage rules', () => {
  it('turn the form (MB as typed, days, 1/0) into the body in bytes', () => {
    const form = storageFormSchema.parse({ space: '200', expansion: '0.5', fileExpiryDays: '7', authorized: '0' });
    expect(storageBodyOf(3, form)).toEqual({ userId: 3, space: 200 * MIB, expansion: MIB / 2, fileExpiryDays: 7, authorized: false });
    expect(storageBodySchema.safeParse(storageBodyOf(3, form)).success).toBe(true);
  });

  it('refuse blank, negative and fractional-day entries on their fields', () => {
    expect(messages(storageFormSchema.safeParse({ space: '', expansion: '-1', fileExpiryDays: '1.5', authorized: '1' }))).toEqual([
      `space: ${K.fieldRequired}`,
      `expansion: ${K.fieldInvalid}`,
      `fileExpiryDays: ${K.fieldInvalid}`,
    ]);
    expect(storageBodySchema.safeParse({ userId: 1, space: 1, expansion: 0, fileExpiryDays: 0, authorized: true }).success).toBe(false);
  });

  it('show a stored size as MB with at most two decimals', () => {
    expect(megabytes(100_000_000)).toBe('95.37');
    expect(megabytes(50 * MIB)).toBe('50');
    expect(megabytes(undefined)).toBe('0');
  });
});
