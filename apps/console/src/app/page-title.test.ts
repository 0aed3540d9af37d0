import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the page before the system title', () => {
    expect(pageTitle('设备管理', '智安云监测平台')).toBe('设备管理 - 智安云监测平台');
    expect(pageTitle('Device management', 'Vigil')).toBe('Device management - Vigil');
  });

  it('shows the system title alone when there is no page title', () => {
    expect(pageTitle(null, '智安云监测平台')).toBe('智安云监测平台');
    expect(pageTitle('  ', '智安云监测平台')).toBe('智安云监测平台');
    expect(pageTitle('智安云监测平台', '智安云监测平台')).toBe('智安云监测平台');
  });
});
