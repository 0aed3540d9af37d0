import type { AlarmPopup } from '@vigil/realtime';
import { useTranslator } from '../i18n/use-t';
import { useRef } from 'react';
import { AppIcon } from '../components/app-icon';
import { IconTip } from '../components/icon-tip';
import { formatAlarmTime } from './alarm-time';
import { useAlarmDock } from './use-alarm-dock';
import { useEmitterState } from './use-emitter-state';

const iconButton = 'inline-flex size-7 items-center justify-center rounded hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The live alarm popup (spec §2, §4): one alarm per page with an index/total pager. It renders
 * only the current alarm, so a flood costs one small re-render per coalesced feed change.
 */
export function AlarmPopupView({ popup }: { popup: AlarmPopup }) {
  const { t, language } = useTranslator();
  const state = useEmitterState(popup);
  const { mode, current, index, total, bell, disconnected } = state;
  const connected = bell === 'blue';
  const root = useRef<HTMLElement>(null);
  useAlarmDock(root);
  return (
    <section
      ref={root}
      data-testid="alarm-popup"
      data-state={mode}
      aria-label={t('alarm.popup')}
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2 text-sm max-sm:right-0 max-sm:bottom-0 max-sm:left-0 max-sm:items-stretch max-sm:border-t max-sm:bg-card max-sm:p-2"
    >
      {mode === 'expanded' && (
        <div className="w-80 rounded-lg border border-danger bg-card text-card-foreground shadow-xl max-sm:w-full">
          <header className="flex items-center gap-2 border-b px-3 py-2">
            <h2 className="flex-1 font-semibold text-danger">{t('alarm.popup')}</h2>
            <IconTip label={t('alarm.prev')}>
              <button type="button" data-testid="alarm-prev" aria-label={t('alarm.prev')} className={iconButton} disabled={index <= 0} onClick={() => popup.previous()}>
                <AppIcon name="chevronLeft" />
              </button>
            </IconTip>
            <span data-testid="alarm-pager" aria-live="polite" className="tabular-nums">
              {total === 0 ? '0/0' : `${index + 1}/${total}`}
            </span>
            <IconTip label={t('alarm.next')}>
              <button type="button" data-testid="alarm-next" aria-label={t('alarm.next')} className={iconButton} disabled={index >= total - 1} onClick={() => popup.next()}>
                <AppIcon name="chevronRight" />
              </button>
            </IconTip>
            <IconTip label={t('alarm.minimise')}>
              <button type="button" data-testid="alarm-minimise" aria-label={t('alarm.minimise')} className={iconButton} onClick={() => popup.minimise()}>
                <span aria-hidden="true">–</span>
              </button>
            </IconTip>
            <IconTip label={t('alarm.close')}>
              <button type="button" data-testid="alarm-close" aria-label={t('alarm.close')} className={iconButton} onClick={() => popup.close()}>
                <AppIcon name="close" />
              </button>
            </IconTip>
          </header>
          {current ? (
            <dl data-testid="alarm-item" data-sn={current.sn} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-3 py-3">
              <dt className="text-muted-foreground">{t('alarm.imei')}</dt>
              <dd className="font-mono">{current.sn}</dd>
              <dt className="text-muted-foreground">{t('alarm.state')}</dt>
              <dd className="text-danger">{current.alarmVo.notes ? `${current.alarmVo.name} (${current.alarmVo.notes})` : current.alarmVo.name}</dd>
              <dt className="text-muted-foreground">{t('alarm.time')}</dt>
              <dd>{formatAlarmTime(current.alarmVo.timeStamp, language)}</dd>
              {current.address && (
                <>
                  <dt className="text-muted-foreground">{t('alarm.address')}</dt>
                  <dd>{current.address}</dd>
                </>
              )}
            </dl>
          ) : (
            <p className="px-3 py-4 text-muted-foreground">{t('spec.noAlarmInfo')}</p>
          )}
        </div>
      )}
      <div className="flex items-center gap-2 max-sm:justify-end">
        {disconnected && (
          <span data-testid="alarm-disconnected" role="alert" className="inline-flex items-center gap-2 rounded border border-danger bg-danger-soft px-2 py-1 text-danger-soft-foreground">
            {t('alarm.disconnected')}
            <button type="button" data-testid="alarm-reconnect" className="font-medium underline" onClick={() => popup.reconnect()}>
              {t('alarm.reconnect')}
            </button>
          </span>
        )}
        {/* With nothing to show, the bell alone stands for the popup; a bare "Expand" would promise alarms. */}
        {mode === 'minimised' && total > 0 && (
          <button type="button" data-testid="alarm-expand" className="rounded border bg-card px-2 py-1 shadow" onClick={() => popup.expand()}>
            {t('alarm.expand')} ({total})
          </button>
        )}
        <IconTip label={connected ? t('alarm.bellConnected') : t('alarm.bellDisconnected')} side="left">
          <button
            type="button"
            data-testid="alarm-bell"
            data-connected={connected}
            aria-label={connected ? t('alarm.bellConnected') : t('alarm.bellDisconnected')}
            onClick={() => popup.open()}
            className={`inline-flex size-10 items-center justify-center rounded-full text-white shadow-lg ${connected ? 'bg-blue-600' : 'bg-gray-500'}`}
          >
            <AppIcon name="bell" className="size-5" />
          </button>
        </IconTip>
      </div>
    </section>
  );
}
