import type { AlarmItem } from '@vigil/realtime';
import { memo } from 'react';
import { AlarmTypeTag } from '../features/alarms/alarm-type-tag';
import { useTranslator } from '../i18n/use-t';
import { formatAlarmTime } from './alarm-time';

/** The alarm on show: device, its type as a tag (colour, glyph and word) with the reading's name and notes, time, address. */
export const AlarmDetails = memo(function AlarmDetails({ item }: { item: AlarmItem }) {
  const { t, language } = useTranslator();
  const { alarmVo } = item;
  return (
    <dl data-testid="alarm-item" data-sn={item.sn} className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 px-3 py-3">
      <dt className="text-muted-foreground">{t('alarm.imei')}</dt>
      <dd className="font-mono">{item.sn}</dd>
      <dt className="text-muted-foreground">{t('popup.type')}</dt>
      <dd data-testid="alarm-type">
        <AlarmTypeTag code={alarmVo.alarm} serverName={alarmVo.notes} />
      </dd>
      <dt className="text-muted-foreground">{t('alarm.state')}</dt>
      <dd>{alarmVo.notes ? `${alarmVo.name || '—'} (${alarmVo.notes})` : alarmVo.name || '—'}</dd>
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
