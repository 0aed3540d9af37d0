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

/** What an alarm says, as each language writes it: `甲烷高报`, `Methane High alarm` (the probe's name, then the kind). */
export function alarmNotes(probeName: Localized | undefined, type: AlarmType, locale: Locale): string {
  const probe = probeName?.[locale] ?? '';
  return locale === 'en' ? `${probe} ${type.name.en}`.trim() : `${probe}${type.name['zh-CN']}`;
}
