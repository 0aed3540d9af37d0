import { beforeEach, describe, expect, it } from 'vitest';
import { systemTitle } from './system-title';

beforeEach(() => localStorage.clear());

describe('systemTitle', () => {
  it('uses the catalog title until zhy-sysInfo holds the organisation names', () => {
    expect(systemTitle('zh-CN', '默认标题')).toBe('默认标题');
    localStorage.setItem('vigil:zhy-sysInfo', JSON.stringify({ name: '安全云', nameen: 'SafeCld' }));
    expect(systemTitle('zh-CN', '默认标题')).toBe('安全云');
    expect(systemTitle('en', 'Default')).toBe('SafeCld');
  });

  it('falls back to the Chinese name without an English one, and ignores malformed values', () => {
    localStorage.setItem('vigil:zhy-sysInfo', JSON.stringify({ name: '安全云' }));
    expect(systemTitle('en', 'Default')).toBe('安全云');
    localStorage.setItem('vigil:zhy-sysInfo', '{"name": 5}');
    expect(systemTitle('en', 'Default')).toBe('Default');
  });
});
