import { describe, expect, it } from 'vitest';
import { hasPermission } from './has-permission';

describe('hasPermission', () => {
  it('grants with the wildcard whatever is required', () => {
    expect(hasPermission(['*:*:*'], ['system:user:remove'])).toBe(true);
  });
  it('grants when any one required permission is held', () => {
    expect(hasPermission(['system:user:list', 'device:send'], ['device:edit', 'device:send'])).toBe(true);
  });
  it('refuses when none is held', () => {
    expect(hasPermission(['system:user:list'], ['system:user:remove'])).toBe(false);
    expect(hasPermission([], ['system:user:list'])).toBe(false);
  });
  it('matches exactly: no prefix or partial wildcard matching', () => {
    expect(hasPermission(['system:user'], ['system:user:list'])).toBe(false);
    expect(hasPermission(['system:*:*'], ['system:user:list'])).toBe(false);
  });
  it('throws on an empty required list', () => {
    expect(() => hasPermission(['*:*:*'], [])).toThrow(/non-empty/);
  });
});
