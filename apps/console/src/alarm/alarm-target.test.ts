import { describe, expect, it } from 'vitest';
import { alarmTarget } from './alarm-target';

describe('alarmTarget', () => {
  it('leads a home-alarm product to the house module and its real-time page for the device', () => {
    expect(alarmTarget('15144628', '860000000000001')).toEqual({
      module: 'house',
      productId: '15144628',
      realtimePath: '/house-data/data?imei=860000000000001',
      workOrdersPath: '/operation',
    });
  });

  it('knows no work-order list for a module without one (the helmet)', () => {
    expect(alarmTarget('15144734', '860000000000001')?.workOrdersPath).toBeNull();
  });

  it('knows no target for a product no module serves', () => {
    expect(alarmTarget('no-such-product', '860000000000001')).toBeNull();
  });
});
