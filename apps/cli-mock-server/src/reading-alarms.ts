import { judgeReading, type ReadingJudgement } from '@vigil/sdk';
import { probeAlarm, type PushedAlarm } from './alarm-feed';
import { alarmTypeOfJudgement } from './alarm-types';
import type { MockContext } from './context';
import { probesOf } from './handlers/device-records';
import { readingsAt } from './handlers/devices';
import type { Row } from './state';

/** How each probe of a device reads now (by probe number): judged in its measure's direction against the limits in force. */
export function judgementsOf(context: MockContext, device: Row): Map<string, { judgement: ReadingJudgement; value: number | null }> {
  return new Map(
    readingsAt(context, [device], context.now()).map((r) => {
      const value = typeof r.value === 'number' ? r.value : null;
      const judgement = value === null ? 'normal' : judgeReading({ type: r.type }, value, { low: r.lowAlarm as number | null, high: r.highAlarm as number | null });
      return [String(r.probe), { judgement, value }] as const;
    }),
  );
}

/**
 * The alarms a device raises when its readings change: one for each probe that now reads beyond a limit, in its
 * measure's direction, and did not before (a device alarms when a limit is crossed, not on every frame).
 */
export function crossingAlarms(context: MockContext, device: Row, before: ReadonlyMap<string, { judgement: ReadingJudgement }>): PushedAlarm[] {
  const after = judgementsOf(context, device);
  return probesOf(context, device).flatMap((probe) => {
    const now = after.get(String(probe.number));
    if (!now || now.value === null || now.judgement === before.get(String(probe.number))?.judgement) return [];
    const kind = alarmTypeOfJudgement(now.judgement);
    return kind ? [probeAlarm(context, device, probe, kind, now.value)] : [];
  });
}
