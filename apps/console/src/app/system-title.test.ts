import { beforeEach, describe, expect, it } from 'vitest';
import { rememberSystemInfo } from './remember-system-info';
import { systemInfoState, systemLogo, systemTitle } from './system-title';

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

describe('rememberSystemInfo', () => {
  it('stores the organisation names and logo at once, and forgets them when the backend says they are the defaults', () => {
    rememberSystemInfo({ name: '东城燃气', nameEn: 'DC Gas', logo: 'data:image/png;base64,AAAA', isDefault: false });
    expect(systemInfoState.stored).toEqual({ name: '东城燃气', nameen: 'DC Gas', logo: 'data:image/png;base64,AAAA' });
    expect(systemTitle('zh-CN', '默认标题')).toBe('东城燃气');
    expect(systemTitle('en', 'Default')).toBe('DC Gas');
    expect(systemLogo()).toBe('data:image/png;base64,AAAA');
    rememberSystemInfo({ name: '维吉尔平台', nameEn: 'Vigil', logo: null, isDefault: true });
    expect(systemTitle('en', 'Default')).toBe('Default');
    expect(systemLogo()).toMatch(/favicon\.svg$/);
    expect(systemInfoState.stored).toBeNull();
  });
});
