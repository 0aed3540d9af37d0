import { describe, expect, it } from 'vitest';
import { isAdminRoleKey, isSuperAdminUser } from './super-admin';

describe('the super administrator (RuoYi role key admin)', () => {
  it('reserves the key whatever its case or blanks', () => {
    expect(['admin', 'Admin ', ' ADMIN'].map(isAdminRoleKey)).toEqual([true, true, true]);
    expect(['admins', 'operator', '', undefined].map(isAdminRoleKey)).toEqual([false, false, false, false]);
  });
  it('recognises a user by its roles', () => {
    expect(isSuperAdminUser({ roles: [{ roleKey: 'operator' }, { roleKey: 'admin' }] })).toBe(true);
    expect(isSuperAdminUser({ roles: [{ roleKey: 'operator' }] })).toBe(false);
    expect(isSuperAdminUser({})).toBe(false);
  });
});
