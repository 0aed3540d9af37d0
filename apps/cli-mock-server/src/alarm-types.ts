import { type AlarmDirection, directionOfType, meaningOf, type ReadingJudgement } from '@vigil/sdk';
import { both } from './i18n/locale';
import type { Locale, Localized } from './i18n/messages';

/** Alarm types the mock records (codes as the backend sends them), named in both languages. */
export const ALARM_TYPES = [
  { code: '1', name: both('低报', 'Low alarm') },
  { code: '2', name: both('高报', 'High alarm') },
  { code: '3', name: both('故障', 'Fault') },
  { code: '4', name: both('离线', 'Offline') },
] as const;

export type AlarmType = (typeof ALARM_TYPES)[number];

/** The types a pushed live alarm can have: going offline is not pushed as an alarm. */
export const LIVE_ALARM_TYPES: readonly AlarmType[] = ALARM_TYPES.filter((type) => type.code !== '4');

const byCode = (code: string): AlarmType => ALARM_TYPES.find((type) => type.code === code) ?? ALARM_TYPES[2];

/** The type of a reading's alarm: a low limit's `1`, a high limit's `2` (a normal reading raises none: undefined). */
export function alarmTypeOfJudgement(judgement: ReadingJudgement): AlarmType | undefined {
  return judgement === 'low' ? byCode('1') : judgement === 'high' ? byCode('2') : undefined;
}

/** Oxygen's (a two-way measure's) limits are worded for what they mean: a deficiency, an enrichment. */
const TWO_WAY_NAMES = { deficiency: both('低报（缺氧）', 'Low (deficiency)'), enrichment: both('高报（富氧）', 'High (enrichment)') } as const;

/** The name of an alarm type for the probe type that raised it: `低报`, or `低报（缺氧）` for oxygen. */
export function alarmTypeName(type: AlarmType, probeType?: unknown): Localized {
  if (type.code !== '1' && type.code !== '2') return type.name;
  const direction: AlarmDirection = directionOfType(probeType);
  const meaning = meaningOf(direction, type.code === '1' ? 'low' : 'high');
  return meaning === 'deficiency' || meaning === 'enrichment' ? TWO_WAY_NAMES[meaning] : type.name;
}

/** What an alarm says, as each language writes it: `甲烷高报`, `Methane High alarm`, `氧气低报（缺氧）` (the probe's name, then the kind). */
export function alarmNotes(probeName: Localized | undefined, type: AlarmType, locale: Locale, probeType?: unknown): string {
  const probe = probeName?.[locale] ?? '';
  const name = alarmTypeName(type, probeType);
  return locale === 'en' ? `${probe} ${name.en}`.trim() : `${probe}${name['zh-CN']}`;
}
