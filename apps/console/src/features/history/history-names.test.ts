import type { Device } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { historySheet } from './history-export';
import { probesOf } from './history-devices';
import { toSeries } from './history-series';

// A home alarm as a backend lists it: probe names stored in Chinese (vigil-mock's default data language, and a
// RuoYi-family backend's only one).
const device = {
  imei: '860000000000001',
  probes: [
    { number: 1, name: '甲烷', type: 'CH4', lowAlarm: 10, highAlarm: 25, enabled: true, unit: '%LEL' },
    { number: 2, name: '一氧化碳', type: 'CO', lowAlarm: 35, highAlarm: 100, enabled: true, unit: 'ppm' },
  ],
} as unknown as Device;
const rows = [
  { imei: device.imei, probe: 1, value: 1, unit: '%LEL', time: '2026-11-23 08:00:00' },
  { imei: device.imei, probe: 2, value: 3, unit: 'ppm', time: '2026-11-23 08:00:00' },
];
const header = (language: string, time: string) => historySheet(toSeries(rows, probesOf(device, language), 'Asia/Shanghai'), time, String)[0];

describe('probe names of the history legend, table and export', () => {
  it('are the catalogue names in English when the UI is English', () => {
    expect(header('en', 'Time')).toEqual(['Time', 'Methane (%LEL)', 'Carbon monoxide (ppm)']);
    expect(header('en', 'Time')?.join(',')).not.toMatch(/[\u4e00-\u9fff]/);
  });
  it('are the catalogue names in Chinese when the UI is Chinese', () => {
    expect(header('zh-CN', '时间')).toEqual(['时间', '甲烷 (%LEL)', '一氧化碳 (ppm)']);
  });
});
