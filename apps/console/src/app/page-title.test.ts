import { describe, expect, it } from 'vitest';
import { pageTitle, withAlarmCount } from './page-title';

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

describe('withAlarmCount', () => {
  it('leads with the number of active alarms, and leaves the title alone without any', () => {
    expect(withAlarmCount('智安云监测平台', 3)).toBe('(3) 智安云监测平台');
    expect(withAlarmCount(pageTitle('设备管理', '智安云监测平台'), 1)).toBe('(1) 设备管理 - 智安云监测平台');
    expect(withAlarmCount('智安云监测平台', 0)).toBe('智安云监测平台');
  });
});
