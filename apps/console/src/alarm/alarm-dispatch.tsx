import type { AlarmItem } from '@vigil/realtime';
import { useEffect, useRef } from 'react';
import { alarmTypeOf, alarmTypeWord } from '../features/alarms/alarm-type';
import { useDispatchDialog } from '../features/work-orders/use-dispatch-dialog';
import { useTranslator } from '../i18n/use-t';
import { alarmText } from './alarm-text';
import { formatAlarmTime } from './alarm-time';

/**
 * The work-order form for one alarm (`alarmId`: its stored record, which the order is linked to), prefilled from it,
 * in the alarm's module. Mounted only while dispatching (so the popup's per-alarm renders stay light, and a newer
 * alarm on show does not change the form); `onDone` when it closes.
 */
export function AlarmDispatch({ item, module, alarmId, onDone }: { item: AlarmItem; module: string; alarmId: string; onDone: () => void }) {
  const { t, language } = useTranslator();
  const dispatch = useDispatchDialog(module);
  const opened = useRef(false);
  const { open } = dispatch;
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const { alarmVo } = item;
    const type = alarmTypeWord(alarmTypeOf(alarmVo.alarm, alarmVo.probeType), t, alarmVo.notes);
    const time = formatAlarmTime(alarmVo.timeStamp, language);
    // The alarm's text as the popup shows it (in English, the console's words but for the device's name).
    const text = alarmText(alarmVo, language, t);
    const info = t('popup.dispatchInfo', { type, name: text.device || text.words, notes: text.device ? text.words : '—', imei: item.sn, address: item.address || '—', time });
    open({ alarmId, imei: item.sn, info });
  }, [item, alarmId, open, t, language]);
  const closed = opened.current && dispatch.element === null;
  useEffect(() => {
    if (closed) onDone();
  }, [closed, onDone]);
  return dispatch.element;
}
