import { type AlarmDirection, measureOfType } from './probe-catalogue';

/** A probe's two alarm limits; either may be missing (not set). */
export interface AlarmLimits {
  low?: number | null | undefined;
  high?: number | null | undefined;
}

/**
 * A reading judged against its limits: `normal`, `low` (the low limit's alarm: the first level of a rising gas, a
 * deficiency of oxygen) or `high` (the high limit's alarm: the second level of a rising gas, an enrichment of oxygen).
 */
export type ReadingJudgement = 'normal' | 'low' | 'high';

/** What a judgement means for a measure, the word an operator reads: first or second level, deficiency or enrichment. */
export type AlarmMeaning = 'normal' | 'firstLevel' | 'secondLevel' | 'deficiency' | 'enrichment';

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The one rule every reading is judged by (real-time state, history bands, alarm words, vigil-mock's readings and
 * alarms). `rising`: at or above the high limit is `high`, else at or above the low limit `low` (a detector alarms
 * when the concentration reaches its set point, GB 15322). `falling`: below the low limit is `low`. `both`: below the
 * low limit is `low` (deficiency), above the high limit `high` (enrichment), as OSHA 29 CFR 1910.146 defines an
 * oxygen-deficient (< 19.5 %) and an oxygen-enriched (> 23.5 %) atmosphere. `none`: always `normal`.
 * `how` is a direction, or a wire probe type looked up in the catalogue (see directionOfType).
 */
export function judgeReading(how: AlarmDirection | { type?: unknown }, value: number, limits: AlarmLimits): ReadingJudgement {
  const direction = typeof how === 'string' ? how : directionOfType(how.type);
  const { low, high } = limits;
  switch (direction) {
    case 'rising':
      if (finite(high) && value >= high) return 'high';
      return finite(low) && value >= low ? 'low' : 'normal';
    case 'falling':
      return finite(low) && value < low ? 'low' : 'normal';
    case 'both':
      if (finite(low) && value < low) return 'low';
      return finite(high) && value > high ? 'high' : 'normal';
    default:
      return 'normal';
  }
}

/**
 * How a wire probe type alarms: the catalogue's direction, else `rising`, how gas detectors count (a type the catalogue
 * does not know is most likely another combustible or toxic gas).
 */
export function directionOfType(type: unknown): AlarmDirection {
  return measureOfType(type)?.direction ?? 'rising';
}

/** The word a judgement takes for a measure that alarms `direction`: oxygen's low is a deficiency, a gas's low its first level. */
export function meaningOf(direction: AlarmDirection, judgement: ReadingJudgement): AlarmMeaning {
  if (judgement === 'normal') return 'normal';
  const twoWay = direction === 'both' || direction === 'falling';
  if (judgement === 'low') return twoWay ? 'deficiency' : 'firstLevel';
  return twoWay ? 'enrichment' : 'secondLevel';
}

/** Which of a measure's limits can alarm at all: a falling measure has no high alarm, a state (`none`) none. */
export function limitsThatAlarm(direction: AlarmDirection): { low: boolean; high: boolean } {
  return { low: direction !== 'none', high: direction === 'rising' || direction === 'both' };
}

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A probe's own limits, or what the operator configured for it. */
export interface ProbeLimits {
  number?: unknown;
  lowAlarm?: unknown;
  highAlarm?: unknown;
}

/**
 * The limits in force for a probe: what the operator configured for it (/sensor/userConfig, matched by probe number)
 * where set, else the probe's own (the catalogue's defaults a device starts with).
 */
export function limitsInForce(own: ProbeLimits, configured: readonly ProbeLimits[] | null | undefined): { low: number | null; high: number | null } {
  const config = (configured ?? []).find((c) => String(c.number) === String(own.number));
  return {
    low: numberOrNull(config?.lowAlarm) ?? numberOrNull(own.lowAlarm),
    high: numberOrNull(config?.highAlarm) ?? numberOrNull(own.highAlarm),
  };
}
