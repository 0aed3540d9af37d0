import { describe, expect, it } from 'vitest';
import { liveFrameOf } from './live-frame';

const frame = (payload: Record<string, unknown>, eventType = 'dataDevice') => ({ eventType, payload });
const reading = { probe: 1, value: 12.5, unit: '%LEL', time: '2026-11-23 08:00:00', lowAlarm: 20 };

describe('liveFrameOf', () => {
  it("reads the watched device's frame, keeping the thresholds that ride along", () => {
    expect(liveFrameOf(frame({ sn: '861', status: 'online', readings: [reading] }), '861')).toEqual({
      imei: '861',
      status: 'online',
      readings: [{ imei: '861', ...reading }],
    });
  });

  it("ignores other events, another device's frame and frames without readings", () => {
    expect(liveFrameOf(frame({ sn: '861', readings: [reading] }, 'dataAlarm'), '861')).toBeUndefined();
    expect(liveFrameOf(frame({ sn: '862', readings: [reading] }), '861')).toBeUndefined();
    expect(liveFrameOf(frame({ sn: '861', readings: 'none' }), '861')).toBeUndefined();
    expect(liveFrameOf('pong', '861')).toBeUndefined();
  });

  it('reads a RuoYi-family frame: numeric sn, FastBee status 3, null unit, a reading without time kept, an unreadable one left out', () => {
    const ruoyi = { probe: '1', value: '12.5', unit: null, time: '2026-11-23 08:00:00' };
    expect(liveFrameOf(frame({ sn: 861, status: 3, readings: [ruoyi, { probe: 2, value: 1 }, 'garbage'] }), '861')).toEqual({
      imei: '861',
      status: 'online',
      readings: [
        { imei: '861', probe: '1', value: '12.5', unit: null, time: '2026-11-23 08:00:00' },
        { imei: '861', probe: 2, value: 1 },
      ],
    });
  });
});
