import type { AlarmItem } from '@vigil/realtime';
import { memo } from 'react';
import { AlarmTypeTag } from '../features/alarms/alarm-type-tag';
import { useTranslator } from '../i18n/use-t';
import { alarmText } from './alarm-text';
import { formatAlarmTime } from './alarm-time';

/** The alarm on show: device, its type as a tag (colour, glyph and word) with the reading's name and notes, time, address. */
export const AlarmDetails = memo(function AlarmDetails({ item }: { item: AlarmItem }) {
  const { t, language } = useTranslator();
  const { alarmVo } = item;
  const text = alarmText(alarmVo, language, t);
  return (
    <dl data-testid="alarm-item" data-sn={item.sn} className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 px-3 py-3">
      <dt className="text-muted-foreground">{t('alarm.imei')}</dt>
      <dd className="font-mono">{item.sn}</dd>
      <dt className="text-muted-foreground">{t('popup.type')}</dt>
      <dd data-testid="alarm-type">
        <AlarmTypeTag code={alarmVo.alarm} probeType={alarmVo.probeType} serverName={alarmVo.notes} />
      </dd>
      <dt className="text-muted-foreground">{t('alarm.state')}</dt>
      <dd>
        {text.device && <span data-testid="alarm-device">{text.device} </span>}
        <span data-testid="alarm-words">{text.device ? `(${text.words || '—'})` : text.words || '—'}</span>
      </dd>
      <dt className="text-muted-foreground">{t('alarm.time')}</dt>
      <dd>{formatAlarmTime(alarmVo.timeStamp, language)}</dd>
      {item.address && (
        <>
          <dt className="text-muted-foreground">{t('alarm.address')}</dt>
          <dd>{item.address}</dd>
        </>
      )}
    </dl>
  );
});
