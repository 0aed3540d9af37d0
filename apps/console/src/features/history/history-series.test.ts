import { describe, expect, it } from 'vitest';
import { historyCsv, historySheet } from './history-export';
import { historyBody, historyStep } from './history-query';
import { toSeries } from './history-series';
import { wallClockReader, zonedClock } from './wall-clock';

const at = (iso: string) => new Date(iso);

describe('wall-clock times of the wire read back as instants', () => {
  it('reads Shanghai wall clocks 8 hours ahead of UTC', () => {
    expect(wallClockReader('Asia/Shanghai')('2026-11-23 08:00:00')).toBe(Date.parse('2026-11-23T00:00:00Z'));
  });

  it('reads Berlin wall clocks on both sides of the end of summer time', () => {
    const read = wallClockReader('Europe/Berlin');
    expect(read('2026-10-24 12:00:00')).toBe(Date.parse('2026-10-24T10:00:00Z'));
    expect(read('2026-10-26 12:00:00')).toBe(Date.parse('2026-10-26T11:00:00Z'));
    expect(read('not a time')).toBeUndefined();
  });
});

describe('the chart clock shows the user zone whatever the browser zone', () => {
  const fields = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];

  it('reads Shanghai wall clocks', () => {
    expect(fields(zonedClock('Asia/Shanghai')(Date.parse('2026-11-23T00:30:00Z') / 1000))).toEqual([2026, 11, 23, 8, 30]);
  });

  it('reads Berlin wall clocks on both sides of the end of summer time', () => {
    const clock = zonedClock('Europe/Berlin');
    expect(fields(clock(Date.parse('2026-10-24T22:15:00Z') / 1000))).toEqual([2026, 10, 25, 0, 15]);
    expect(fields(clock(Date.parse('2026-10-26T22:15:00Z') / 1000))).toEqual([2026, 10, 26, 23, 15]);
  });
});

describe('readings as chart columns', () => {
  const rows = [
    { imei: '1', probe: 1, value: 1.5, unit: '%LEL', time: '2026-11-23 08:01:00' },
    { imei: '1', probe: 2, value: '20', unit: 'ppm', time: '2026-11-23 08:01:00' },
    { imei: '1', probe: 1, value: null, unit: '%LEL', time: '2026-11-23 08:00:00' },
    { imei: '1', probe: 2, value: 19, unit: 'ppm', time: '2026-11-23 08:00:00' },
  ];
  const probes = [{ number: 1, name: 'CH4', type: 'gas', lowAlarm: 10, highAlarm: '25', enabled: true, unit: '%LEL' }];

  it('orders instants, keeps gaps as null and names probes with their thresholds', () => {
    const series = toSeries(rows, probes, 'Asia/Shanghai');
    expect(series.times).toEqual([Date.parse('2026-11-23T00:00:00Z') / 1000, Date.parse('2026-11-23T00:01:00Z') / 1000]);
    expect(series.lines).toEqual([
      { probe: '1', name: 'CH4', unit: '%LEL', direction: 'rising', low: 10, high: 25, values: [null, 1.5] },
      { probe: '2', name: '2', unit: 'ppm', direction: 'rising', low: null, high: null, values: [19, 20] },
    ]);
  });

  it('exports the sheet as a CSV file', async () => {
    const text = await historyCsv([['Time', 'CH4 (%LEL)'], ['t0', null]]).blob.text();
    expect(text).toBe('Time,CH4 (%LEL)\r\nt0,\r\n');
  });

  it('exports a header of time and "name (unit)" and one row per instant', () => {
    const series = toSeries(rows, probes, 'Asia/Shanghai');
    expect(historySheet(series, 'Time', (s) => String(s))).toEqual([
      ['Time', 'CH4 (%LEL)', '2 (ppm)'],
      [String(series.times[0]), null, 19],
      [String(series.times[1]), 1.5, 20],
    ]);
  });
});

describe('history requests', () => {
  it('ask every minute up to 31 days and with a step beyond', () => {
    expect(historyStep({ from: at('2026-10-01T00:00:00Z'), to: at('2026-10-31T23:59:59Z') })).toBe(1);
    expect(historyStep({ from: at('2026-08-01T00:00:00Z'), to: at('2026-10-31T23:59:59Z') })).toBe(3);
  });

  it('send the range as wall-clock times in the user zone', () => {
    const body = historyBody('861', { from: at('2026-11-22T16:00:00Z'), to: at('2026-11-23T15:59:59Z') }, 'Asia/Shanghai', 2);
    expect(body).toEqual({ imei: '861', beginTime: '2026-11-23 00:00:00', endTime: '2026-11-23 23:59:59', step: 1, pageNum: 2, pageSize: 50_000 });
  });
});
