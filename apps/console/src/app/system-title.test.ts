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

describe('the default system name', () => {
  it('is the sdk’s, which vigil-mock answers too: the header and the system-config form say the same', async () => {
    const { DEFAULT_SYSTEM_NAMES, SYSTEM_NAME_MAX } = await import('@vigil/sdk/constants');
    const { createTranslator } = await import('../i18n/translator');
    expect(createTranslator('zh-CN').t('app.title')).toBe(DEFAULT_SYSTEM_NAMES.name);
    expect(createTranslator('en').t('app.title')).toBe(DEFAULT_SYSTEM_NAMES.nameEn);
    // Spec §5/§9: a system name has at most 8 characters, the defaults included.
    expect([...DEFAULT_SYSTEM_NAMES.name].length).toBeLessThanOrEqual(SYSTEM_NAME_MAX);
    expect(DEFAULT_SYSTEM_NAMES.nameEn.length).toBeLessThanOrEqual(SYSTEM_NAME_MAX);
  });
});
