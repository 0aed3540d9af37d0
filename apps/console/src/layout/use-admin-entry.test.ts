import { describe, expect, it } from 'vitest';
import { adminEntryOf } from './use-admin-entry';

describe('adminEntryOf', () => {
  it('opens the first administration page the user holds', () => {
    expect(adminEntryOf(['*:*:*'], null)?.path).toBe('/usermana/usermana');
    expect(adminEntryOf(['system:dept:list'], null)?.path).toBe('/department/department');
  });

  it('is null for a user without administration permissions, or whose /getRouters granted none', () => {
    expect(adminEntryOf(['house:device:list'], null)).toBeNull();
    expect(adminEntryOf(['*:*:*'], new Set(['house:/house/house', 'user:/user/user']))).toBeNull();
  });
});
