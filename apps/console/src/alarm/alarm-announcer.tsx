import type { AlarmFeed } from '@vigil/realtime';
import { useState } from 'react';
import { alarmTypeOf, alarmTypeWord } from '../features/alarms/alarm-type';
import { useT } from '../i18n/use-t';
import { useNewAlarm } from './use-new-alarm';

/** Announces each new alarm to screen readers, politely and without moving the focus. */
export function AlarmAnnouncer({ feed }: { feed: AlarmFeed }) {
  const t = useT();
  const [message, setMessage] = useState('');
  useNewAlarm(feed, ({ sn, alarmVo }) => setMessage(t('popup.newAlarm', { type: alarmTypeWord(alarmTypeOf(alarmVo.alarm, alarmVo.probeType), t, alarmVo.notes), imei: sn })));
  return (
    <p data-testid="alarm-announcer" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
