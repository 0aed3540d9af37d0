import { storageBodyOf, storageFormSchema } from '@vigil/sdk/validation';
import { describe, expect, it } from 'vitest';
import { storageValues } from './storage-form';

describe('the cloud storage form', () => {
  it('opens with the row in MB, days and 1/0, and saves the same values unchanged in bytes', () => {
    const row = { userId: 7, userName: 'e2e', usedSize: 1, space: 100 * 1024 * 1024, expansion: 50 * 1024 * 1024, fileExpiryDays: 30, authorized: false };
    const values = storageValues(row);
    expect(values).toEqual({ space: '100', expansion: '50', fileExpiryDays: '30', authorized: '0' });
    expect(storageBodyOf(row.userId, storageFormSchema.parse(values))).toEqual({ userId: 7, space: row.space, expansion: row.expansion, fileExpiryDays: 30, authorized: false });
  });
});
