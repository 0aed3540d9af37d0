import type { AlarmRecord } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator';
import { dispatchPrefill } from './alarm-actions';
import { alarmValue } from './alarm-columns';

const alarm = (over: Partial<AlarmRecord> & Record<string, unknown> = {}): AlarmRecord => ({
  id: 7,
  imei: '864298311718739',
  type: '2',
  time: '2026-11-23 10:00:00',
  dispatched: false,
  deviceName: '家用报警器 6',
  value: 25,
  unit: '%LEL',
  typeName: '高报',
  ...over,
});

describe('an alarm as the list shows and dispatches it', () => {
  it('shows the detection value with its unit, a dash without one', () => {
    expect(alarmValue(alarm())).toBe('25 %LEL');
    expect(alarmValue(alarm({ unit: '' }))).toBe('25');
    expect(alarmValue(alarm({ value: null }))).toBe('—');
  });

  it('prefills the work order with the device, the type word and the value', () => {
    const t = createTranslator('zh-CN').t;
    expect(dispatchPrefill(alarm(), t)).toEqual({ alarmId: '7', imei: '864298311718739', info: '家用报警器 6（864298311718739）高报，检测值 25 %LEL，请尽快处理' });
    expect(dispatchPrefill(alarm({ value: null, type: '9', typeName: '泄漏' }), t).info).toBe('家用报警器 6（864298311718739）泄漏，请尽快处理');
  });
});
