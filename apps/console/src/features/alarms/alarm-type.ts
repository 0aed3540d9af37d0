import { directionOfType, meaningOf } from '@vigil/sdk';
import type { TagVariant } from '@vigil/ui';
import type { MessageKey } from '../../i18n/zh-CN';

/** How an alarm type is shown: its colour (a tag variant), a glyph and a word, so colour is never the only sign. */
export interface AlarmTypePresentation {
  /** The type code as the backend sends it (`alarmVo.alarm`, an alarm record's `type`). */
  code: string;
  variant: TagVariant;
  /** A lucide glyph name of `AlarmTypeIcon`. */
  icon: 'arrowUp' | 'arrowDown' | 'wrench' | 'unplug' | 'alert';
  /** The catalog word; undefined for a type this console does not know (the server's own name is shown). */
  label: MessageKey | undefined;
  /** Most urgent first: 0 high, 1 low, 2 fault, 3 offline, 4 unknown. */
  rank: number;
}

/** The types the backend records (spec §3, vigil-mock's ALARM_TYPES): 1 low, 2 high, 3 fault, 4 offline. */
const KNOWN: readonly AlarmTypePresentation[] = [
  { code: '2', variant: 'danger', icon: 'arrowUp', label: 'alarmType.high', rank: 0 },
  { code: '1', variant: 'warning', icon: 'arrowDown', label: 'alarmType.low', rank: 1 },
  { code: '3', variant: 'info', icon: 'wrench', label: 'alarmType.fault', rank: 2 },
  { code: '4', variant: 'default', icon: 'unplug', label: 'alarmType.offline', rank: 3 },
];

const BY_CODE = new Map(KNOWN.map((type) => [type.code, type]));

/** The word of each judgement of a reading (sdk `meaningOf`), shared by alarms and the real-time state. */
export const MEANING_WORD = {
  firstLevel: 'alarmType.low',
  secondLevel: 'alarmType.high',
  deficiency: 'alarmType.deficiency',
  enrichment: 'alarmType.enrichment',
} as const satisfies Record<string, MessageKey>;

/** Every known type, most urgent first (the alarm list's type filter offers these). */
export const ALARM_TYPE_PRESENTATIONS = KNOWN;

/**
 * The presentation of an alarm type code, worded the way the probe that raised it alarms where the alarm names its
 * type (`probeType`): oxygen's low alarm is a deficiency, its high one an enrichment (the sdk's judgeReading). A code
 * this console does not know (a newer backend's) still gets a glyph and a neutral colour; its word is then the name
 * the server sent (`typeName`, `alarmVo.notes`), see `alarmTypeWord`.
 */
export function alarmTypeOf(code: string | number | null | undefined, probeType?: unknown): AlarmTypePresentation {
  const key = code === null || code === undefined ? '' : String(code);
  const known = BY_CODE.get(key);
  if (!known) return { code: key, variant: 'default', icon: 'alert', label: undefined, rank: 4 };
  if (probeType === undefined || probeType === null || (key !== '1' && key !== '2')) return known;
  const meaning = meaningOf(directionOfType(probeType), key === '1' ? 'low' : 'high');
  return meaning === 'deficiency' || meaning === 'enrichment' ? { ...known, label: MEANING_WORD[meaning] } : known;
}

/** The word of a type: the catalog's for a known code, else the server's name, else the bare code. */
export function alarmTypeWord(type: AlarmTypePresentation, t: (key: MessageKey) => string, serverName?: string | null): string {
  if (type.label) return t(type.label);
  return serverName?.trim() || t('alarmType.unknown');
}
