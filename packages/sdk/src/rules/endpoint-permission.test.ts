import { describe, expect, it } from 'vitest';
import { canCall, isModuleBound, permissionFor } from './endpoint-permission';

const publicCall = { access: 'public' } as const;
const sessionCall = { access: 'session' } as const;
const userAdd = { access: 'system:user:add' } as const;
const deviceList = { access: '{module}:device:list' } as const;

describe('permissionFor', () => {
  it('is null for public and session-only calls', () => {
    expect(permissionFor(publicCall)).toBeNull();
    expect(permissionFor(sessionCall, 'house')).toBeNull();
  });
  it('is the tag itself for a call that is not module-bound, whatever the module', () => {
    expect(permissionFor(userAdd)).toBe('system:user:add');
    expect(permissionFor(userAdd, 'house')).toBe('system:user:add');
  });
  it("fills {module} with the product's module code", () => {
    expect(isModuleBound(deviceList)).toBe(true);
    expect(isModuleBound(userAdd)).toBe(false);
    expect(permissionFor(deviceList, 'hat')).toBe('hat:device:list');
  });
  it('throws for a module-bound call without a module', () => {
    expect(() => permissionFor(deviceList)).toThrow(/needs the module/);
  });
});

describe('canCall', () => {
  it('allows public and session-only calls to any signed-in user', () => {
    expect(canCall([], publicCall)).toBe(true);
    expect(canCall([], sessionCall)).toBe(true);
  });
  it('needs the exact tag (for that module) or *:*:*', () => {
    expect(canCall(['house:device:list'], deviceList, 'house')).toBe(true);
    expect(canCall(['house:device:list'], deviceList, 'hat')).toBe(false);
    expect(canCall(['system:user:list'], userAdd)).toBe(false);
    expect(canCall(['*:*:*'], userAdd)).toBe(true);
    expect(canCall(['*:*:*'], deviceList, 'hat')).toBe(true);
  });
});
