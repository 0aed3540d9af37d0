import { describe, expect, it } from 'vitest';
import { rules } from './validation';

describe('form rules (spec §5)', () => {
  it('checks account length 2-20 and no Chinese characters', () => {
    expect(rules.account('a')).toBe('validation.accountLength');
    expect(rules.account('a'.repeat(21))).toBe('validation.accountLength');
    expect(rules.account('管理员')).toBe('validation.noChinese');
    expect(rules.account('admin')).toBeUndefined();
    expect(rules.account('  ')).toBe('validation.required');
  });
  it('checks password length 5-20 and the confirmation', () => {
    expect(rules.password('1234')).toBe('validation.passwordLength');
    expect(rules.password('12345')).toBeUndefined();
    expect(rules.confirm('', 'x')).toBe('validation.confirmPasswordRequired');
    expect(rules.confirm('abcde', 'abcdf')).toBe('validation.passwordMismatch');
    expect(rules.confirm('abcde', 'abcde')).toBeUndefined();
  });
  it('checks the phone format and a required code', () => {
    expect(rules.phone('13800138000')).toBeUndefined();
    expect(rules.phone('12345')).toBe('validation.phone');
    expect(rules.code(' ')).toBe('validation.codeRequired');
  });
});
