import type { AlarmVo } from '@vigil/sdk';
import { nameIn, probeMeasureMentioned } from '@vigil/sdk/catalogue';
import { alarmTypeOf } from '../features/alarms/alarm-type';
import type { Language, Translate } from '../i18n/translator';

/** An alarm's text on screen: the device it names (the backend's data) and what happened to it, in words. */
export interface AlarmText {
  device: string;
  words: string;
}

/**
 * What an alarm says. In Chinese, as the backend sent it (`name` and `notes`, e.g. `厨房 甲烷` and `甲烷高报`). In
 * English, for a type the console knows, in its own words: the probe the text names, by its catalogue name, and the
 * type's word (`Methane High alarm`), since a backend writes these texts in its own language (Chinese on a real one,
 * and so is every alarm read back from the list). The device's name is the operator's and stays as typed.
 */
export function alarmText(vo: Pick<AlarmVo, 'name' | 'notes' | 'alarm'>, language: Language, t: Translate): AlarmText {
  const notes = vo.notes ?? '';
  const type = alarmTypeOf(vo.alarm);
  if (language === 'zh-CN' || !type.label) return { device: notes ? vo.name : '', words: notes || vo.name };
  const measure = probeMeasureMentioned(`${notes} ${vo.name}`);
  const device = measure ? [measure.name.zh, measure.name.en].reduce((rest, name) => rest.split(name).join(' '), vo.name) : vo.name;
  const words = [measure ? nameIn(measure.name, language) : '', t(type.label)].filter(Boolean).join(' ');
  return { device: device.replace(/\s+/g, ' ').trim(), words };
}

/** The alarm's text as one line: `device (words)`, or the words alone. */
export const alarmLine = ({ device, words }: AlarmText): string => (device ? `${device} (${words})` : words);
