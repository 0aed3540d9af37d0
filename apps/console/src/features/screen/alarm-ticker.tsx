import type { AlarmRecord } from '@vigil/sdk';
import { useT } from '../../i18n/use-t';
import { alarmTypeOf, alarmTypeWord } from '../alarms/alarm-type';
import { useDateTime } from '../format/use-date-time';

/**
 * The live alarm ticker: the newest alarms across the user's modules, newest first, from its own feed (the alarm
 * list polled every few seconds, not the popup's alarm socket). A screen reader hears new rows (polite).
 */
export function AlarmTicker({ rows }: { rows: readonly AlarmRecord[] | undefined }) {
  const t = useT();
  const time = useDateTime();
  if (rows !== undefined && rows.length === 0) return <p className="text-slate-400">{t('screen.noAlarms')}</p>;
  return (
    <ol aria-live="polite" className="grid content-start gap-[0.5vh] overflow-hidden text-[clamp(0.7rem,0.72vw,1.75rem)]" data-testid="screen-ticker-rows">
      {(rows ?? []).map((alarm) => (
        <li key={String(alarm.id)} data-testid="screen-ticker-row" className="grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-[0.6vw] rounded bg-slate-800/70 px-[0.5vw] py-[0.3vh]">
          <span className="tabular-nums text-slate-300">{time(alarm.time)}</span>
          <span className="font-semibold text-rose-300">{alarmTypeWord(alarmTypeOf(alarm.type, alarm.probeType), t, alarm.typeName)}</span>
          <span className="truncate">
            <span className="font-mono">{alarm.imei}</span> {alarm.deviceName ?? alarm.address ?? ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
