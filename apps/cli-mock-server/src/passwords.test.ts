import { describe, expect, it } from 'vitest';
import { hashPassword, hashPlainPasswords, isPasswordHash, knownPasswordHash, verifyPassword } from './passwords';
import type { MockState } from './state';

describe('passwords', () => {
  it('hashes with a fresh salt in the scrypt$N$r$p$salt$hash format and verifies only the right password', async () => {
    const first = await hashPassword('admin123');
    const second = await hashPassword('admin123');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toContain('admin123');
    expect(second).not.toBe(first);
    expect(await verifyPassword('admin123', first)).toBe(true);
    expect(await verifyPassword('admin123', second)).toBe(true);
    expect(await verifyPassword('admin124', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('never matches a plain or malformed stored value, nor one naming an absurd cost', async () => {
    expect(await verifyPassword('admin123', 'admin123')).toBe(false);
    expect(await verifyPassword('admin123', undefined)).toBe(false);
    expect(await verifyPassword('admin123', 'scrypt$1024$8$1$$')).toBe(false);
    const [, , r, p, salt, hash] = (await hashPassword('admin123')).split('$');
    expect(await verifyPassword('admin123', ['scrypt', 2 ** 24, r, p, salt, hash].join('$'))).toBe(false);
    expect(await verifyPassword('admin123', ['scrypt', 1000, r, p, salt, hash].join('$'))).toBe(false);
  });

  it('gives a documented password one stable, verifiable hash', async () => {
    const hash = knownPasswordHash('operator123');
    expect(knownPasswordHash('operator123')).toBe(hash);
    expect(knownPasswordHash('admin123')).not.toBe(hash);
    expect(await verifyPassword('operator123', hash)).toBe(true);
  });

  it('hashes the plain passwords of a state written by an older version, and leaves hashes alone', async () => {
    const hashed = knownPasswordHash('admin123');
    const state = { collections: { users: [{ userName: 'old', password: 'plain123' }, { userName: 'admin', password: hashed }] } } as unknown as MockState;
    expect(await hashPlainPasswords(state)).toBe(1);
    const [old, admin] = state.collections.users ?? [];
    expect(isPasswordHash(old?.password)).toBe(true);
    expect(await verifyPassword('plain123', old?.password)).toBe(true);
    expect(admin?.password).toBe(hashed);
  });
});
