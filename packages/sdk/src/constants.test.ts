import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('spec §9 constants', () => {
  it('carry the spec values', () => {
    expect(constants).toMatchObject({
      ALARM_FEED_CAP: 15,
      SOCKET_RETRY_LIMIT: 5,
      SOCKET_RETRY_STEP_MS: { regular: 2000, public: 1000 },
      SEND_RETRY_STEP_MS: 500,
      SIDEBAR_WIDTH_PX: 210,
      MOBILE_BREAKPOINT_PX: 992,
      DRAWER_WIDTH: '20%',
      IMPORT_MAX_BYTES: 512_000,
      SYSTEM_NAME_MAX: 8,
      VIDEO_TITLE_MAX: 10,
      FENCE_ALARM_FREQUENCIES: [0, 1, 5, 10, 30, 60],
      STATISTICS_RANGES: [1, 7, 30],
      TIMEOUTS: { default: 60_000, transfer: 300_000, export: 1_800_000 },
      SMS_CODE_VALID_MS: 120_000,
      RECORDING_MIN_SECONDS: 3,
      SERVER_ERROR_TOAST_MS: 3000,
      TRANSPORT_ERROR_TOAST_MS: 5000,
      HELMET_THRESHOLDS: {
        combustible: { min: 0, max: 20 },
        carbonMonoxide: { min: 0, max: 150 },
        hydrogenSulfide: { min: 0, max: 15 },
        toluene: { min: 0, max: 15 },
        ammonia: { min: 0, max: 15 },
      },
    });
  });
  it('cannot be mutated by a consumer', () => {
    expect(() => {
      (constants.TIMEOUTS as { default: number }).default = 1;
    }).toThrow(TypeError);
  });
});
