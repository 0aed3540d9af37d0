import { type AlarmDirection, judgeReading, type ReadingJudgement } from '@vigil/sdk';

/**
 * A reading that raises `wanted` ('low' or 'high') for a measure alarming `direction`, `step` (≥ 0) beyond the limit,
 * kept in the range: a rising gas at or above its limit, oxygen below its deficiency limit or above its enrichment one.
 * Answers the judgement the value really gets (a flame, whose limits are one, has only its high alarm), or undefined
 * when the measure cannot alarm that way (a relay's state, a falling measure's high).
 */
export function alarmingValue(
  direction: AlarmDirection,
  wanted: Exclude<ReadingJudgement, 'normal'>,
  limits: { low: number | null; high: number | null },
  range: readonly [number, number],
  step: number,
): { value: number; judgement: Exclude<ReadingJudgement, 'normal'> } | undefined {
  const { low, high } = limits;
  const limit = wanted === 'low' ? low : high;
  if (limit === null || direction === 'none') return undefined;
  const [min, max] = range;
  // A two-way measure alarms strictly beyond its limits (OSHA: below 19.5, above 23.5), half a unit on at least; a
  // rising first level stays below the second.
  const twoWay = direction === 'both' || direction === 'falling';
  const raw = twoWay
    ? wanted === 'low'
      ? limit - 0.5 - step
      : limit + 0.5 + step
    : wanted === 'low' && high !== null && high > limit
      ? Math.min(limit + step, (limit + high) / 2)
      : limit + step;
  const value = Math.round(Math.min(max, Math.max(min, raw)) * 100) / 100;
  const judgement = judgeReading(direction, value, limits);
  return judgement === 'normal' ? undefined : { value, judgement };
}
