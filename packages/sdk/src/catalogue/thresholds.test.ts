import { describe, expect, it } from 'vitest';
import { DEVICE_CATALOGUE } from './device-catalogue';
import { PROBE_MEASURES, probesOfProduct } from './probe-catalogue';
import { directionOfType, judgeReading, limitsInForce, meaningOf, type ReadingJudgement } from './thresholds';

type Case = readonly [value: number, expected: ReadingJudgement];

/**
 * What a safety engineer expects of each measure, with the catalogue's default limits: readings below, between and
 * above them. Sources (docs/console.md, "Alarm thresholds"): oxygen OSHA 29 CFR 1910.146 (deficient below 19.5 %,
 * enriched above 23.5 %; normal air 20.9 %); combustible gas GB/T 50493-2019 and GB 15322 (first
 * level at the low set point, second at the high one, alarm when the reading reaches the set point); toxic gases
 * (CO, H2S, toluene, ammonia) alarm rising, as GBZ 2.1 limits a concentration from above; PM2.5 GB 3095-2012 (75 µg/m³
 * 24-hour limit) and HJ 633-2012 (150 µg/m³); oil fume GB 18483-2001 (2 mg/m³); TVOC GB/T 18883 (0.6 mg/m³). A flame
 * seen (1) is a fire; a relay's on/off is a switch state, never an alarm in itself.
 */
const EXPECTED: Record<string, readonly Case[]> = {
  CH4: [[0, 'normal'], [15, 'low'], [30, 'high']],
  CO: [[0, 'normal'], [50, 'low'], [120, 'high']],
  H2S: [[0, 'normal'], [7, 'low'], [12, 'high']],
  O2: [[15, 'low'], [20.9, 'normal'], [25, 'high']],
  EX: [[0, 'normal'], [7, 'low'], [15, 'high']],
  FLAME: [[0, 'normal'], [1, 'high']],
  PM25: [[35, 'normal'], [100, 'low'], [200, 'high']],
  FUME: [[0.5, 'normal'], [1.5, 'low'], [3, 'high']],
  TVOC: [[0.3, 'normal'], [0.8, 'low'], [2, 'high']],
  TILT: [[2, 'normal'], [15, 'low'], [45, 'high']],
  WATER: [[40, 'normal'], [100, 'low'], [180, 'high']],
  RELAY: [[0, 'normal'], [1, 'normal']],
  CH4L: [[100, 'normal'], [2000, 'low'], [8000, 'high']],
  C7H8: [[0, 'normal'], [7, 'low'], [12, 'high']],
  NH3: [[0, 'normal'], [7, 'low'], [12, 'high']],
};

const everyMeasure = [...Object.values(PROBE_MEASURES), ...DEVICE_CATALOGUE.flatMap((p) => probesOfProduct(p.productid))];

describe('judgeReading', () => {
  it('judges every measure of the catalogue as a safety engineer expects, below, between and above its limits', () => {
    for (const measure of everyMeasure) {
      const cases = EXPECTED[measure.type];
      expect(cases, `no expectation for ${measure.type}`).toBeDefined();
      for (const [value, expected] of cases ?? []) {
        expect(judgeReading(measure.direction, value, { low: measure.lowAlarm, high: measure.highAlarm }), `${measure.type} ${value} ${measure.unit}`).toBe(expected);
        // The wire type alone gives the same judgement (what a reading of /intime/data carries).
        expect(judgeReading({ type: measure.type.toLowerCase() }, value, { low: measure.lowAlarm, high: measure.highAlarm })).toBe(expected);
      }
    }
  });

  it('reads oxygen both ways: 20.9 normal, 15 a deficiency, 25 an enrichment, the OSHA limits themselves still normal', () => {
    const o2 = { low: 19.5, high: 23.5 };
    expect(judgeReading('both', 20.9, o2)).toBe('normal');
    expect(meaningOf('both', judgeReading('both', 15, o2))).toBe('deficiency');
    expect(meaningOf('both', judgeReading('both', 25, o2))).toBe('enrichment');
    // OSHA 29 CFR 1910.146: deficient is "below 19.5 percent", enriched "more than 23.5 percent".
    expect(judgeReading('both', 19.5, o2)).toBe('normal');
    expect(judgeReading('both', 23.5, o2)).toBe('normal');
    expect(judgeReading('both', 19.4, o2)).toBe('low');
  });

  it('reads methane rising: 0 normal, at the low set point the first level, at the high one the second', () => {
    const ch4 = { low: 10, high: 25 };
    expect(judgeReading('rising', 0, ch4)).toBe('normal');
    expect(meaningOf('rising', judgeReading('rising', 10, ch4))).toBe('firstLevel');
    expect(meaningOf('rising', judgeReading('rising', 25, ch4))).toBe('secondLevel');
  });

  it('reads a falling measure low below its low limit only, and ignores a limit that is not set', () => {
    expect(judgeReading('falling', 15, { low: 19.5, high: 23.5 })).toBe('low');
    expect(judgeReading('falling', 30, { low: 19.5, high: 23.5 })).toBe('normal');
    expect(judgeReading('rising', 30, { low: null, high: undefined })).toBe('normal');
    expect(judgeReading('rising', 30, { low: 10, high: null })).toBe('low');
  });

  it('takes an unknown probe type as rising, how gas detectors count', () => {
    expect(directionOfType('XYZ')).toBe('rising');
    expect(directionOfType(undefined)).toBe('rising');
    expect(directionOfType('o2')).toBe('both');
  });
});

describe('limitsInForce', () => {
  it("takes the operator's configured limits where set, else the probe's own", () => {
    const own = { number: 1, lowAlarm: 5, highAlarm: 10 };
    expect(limitsInForce(own, [{ number: '1', lowAlarm: 6, highAlarm: 12 }])).toEqual({ low: 6, high: 12 });
    expect(limitsInForce(own, [{ number: 1, lowAlarm: null, highAlarm: 12 }])).toEqual({ low: 5, high: 12 });
    expect(limitsInForce(own, [{ number: 2, lowAlarm: 6, highAlarm: 12 }])).toEqual({ low: 5, high: 10 });
    expect(limitsInForce(own, null)).toEqual({ low: 5, high: 10 });
  });
});
