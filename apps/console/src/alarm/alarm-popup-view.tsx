import type { AlarmItem, AlarmPopup } from '@vigil/realtime';
import { type KeyboardEvent, useCallback, useDeferredValue, useId, useRef, useState } from 'react';
import { AppIcon } from '../components/app-icon';
import { IconTip } from '../components/icon-tip';
import { useT } from '../i18n/use-t';
import { AlarmActions } from './alarm-actions';
import { AlarmBell } from './alarm-bell';
import { AlarmDetails } from './alarm-details';
import { AlarmDispatch } from './alarm-dispatch';
import type { AlarmTarget } from './alarm-target';
import { popupKeyAction } from './popup-keys';
import { useAlarmDock } from './use-alarm-dock';
import { useEmitterState } from './use-emitter-state';

/** The pager buttons are aria-disabled at the ends, not disabled: a disabled button would drop the keyboard focus. */
const iconButton = 'inline-flex size-7 items-center justify-center rounded hover:bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-40 aria-disabled:cursor-default';

/**
 * The live alarm popup (spec §2, §4): one alarm per page with an index/total pager and its actions. It renders
 * only the current alarm, so a flood costs one small re-render per coalesced feed change. With focus inside it,
 * the arrow keys page and Escape minimises.
 */
export function AlarmPopupView({ popup }: { popup: AlarmPopup }) {
  const t = useT();
  const state = useEmitterState(popup);
  const { mode, current, index, total, disconnected } = state;
  const root = useRef<HTMLElement>(null);
  const bellRow = useRef<HTMLDivElement>(null);
  const keysHint = useId();
  const [dispatching, setDispatching] = useState<{ item: AlarmItem; module: string; alarmId: string } | null>(null);
  const endDispatch = useCallback(() => setDispatching(null), []);
  const startDispatch = useCallback((item: AlarmItem, target: AlarmTarget, alarmId: string) => setDispatching({ item, module: target.module, alarmId }), []);
  const focusBell = useCallback(() => root.current?.querySelector<HTMLElement>('[data-testid="alarm-bell"]')?.focus(), []);
  const confirm = useCallback(
    (item: AlarmItem) => {
      popup.confirm(item.id);
      // The last one gone, the card folds down to the bell (AlarmPopup): the focus goes to the bell with it.
      if (popup.state.total === 0) focusBell();
    },
    [popup, focusBell],
  );
  // The alarm itself (its details) shows in the same render as the pager: that is the push-to-visible path (issue
  // #24). Its actions, which query the alarm's record, follow at a lower priority, so a flood keeps the page
  // responsive; until they catch up they are inert, so Confirm never removes an alarm other than the one on show.
  const acting = useDeferredValue(current);
  useAlarmDock(root, bellRow);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys typed in the dispatch dialog (a portal, so outside this element in the DOM) are not the popup's.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    const action = popupKeyAction(event);
    if (action === null) return;
    event.preventDefault();
    if (action === 'previous') popup.previous();
    else if (action === 'next') popup.next();
    else {
      popup.minimise();
      // The card goes away with the focus in it: hand the focus to the bell, which stays.
      focusBell();
    }
  };
  return (
    <section
      ref={root}
      data-testid="alarm-popup"
      data-state={mode}
      aria-label={t('alarm.popup')}
      aria-describedby={mode === 'expanded' ? keysHint : undefined}
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2 text-sm max-sm:right-0 max-sm:bottom-0 max-sm:left-0 max-sm:items-stretch max-sm:border-t max-sm:bg-card max-sm:p-2"
    >
      {mode === 'expanded' && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys act on the popup's own controls, which are buttons.
        <div onKeyDown={onKeyDown} className="w-80 rounded-lg border border-danger bg-card text-card-foreground shadow-xl max-sm:w-full">
          <p id={keysHint} hidden>
            {t('popup.keys')}
          </p>
          <header className="flex items-center gap-2 border-b px-3 py-2">
            <h2 className="flex-1 font-semibold text-danger">{t('alarm.popup')}</h2>
            <IconTip label={t('alarm.prev')}>
              <button type="button" data-testid="alarm-prev" aria-label={t('alarm.prev')} aria-keyshortcuts="ArrowLeft" className={iconButton} aria-disabled={index <= 0} onClick={() => popup.previous()}>
                <AppIcon name="chevronLeft" />
              </button>
            </IconTip>
            <span data-testid="alarm-pager" aria-live="polite" className="tabular-nums">
              {total === 0 ? '0/0' : `${index + 1}/${total}`}
            </span>
            <IconTip label={t('alarm.next')}>
              <button type="button" data-testid="alarm-next" aria-label={t('alarm.next')} aria-keyshortcuts="ArrowRight" className={iconButton} aria-disabled={index >= total - 1} onClick={() => popup.next()}>
                <AppIcon name="chevronRight" />
              </button>
            </IconTip>
            <IconTip label={t('alarm.minimise')}>
              <button type="button" data-testid="alarm-minimise" aria-label={t('alarm.minimise')} aria-keyshortcuts="Escape" className={iconButton} onClick={() => popup.minimise()}>
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
            <>
              <AlarmDetails item={current} />
              {acting && <AlarmActions item={acting} catchingUp={acting.id !== current.id} onDispatch={startDispatch} onConfirm={confirm} />}
            </>
          ) : (
            <p className="px-3 py-4 text-muted-foreground">{t('spec.noAlarmInfo')}</p>
          )}
        </div>
      )}
      <div ref={bellRow} className="flex items-center gap-2 max-sm:justify-end">
        {disconnected && (
          <span data-testid="alarm-disconnected" role="alert" className="inline-flex items-center gap-2 rounded border border-danger bg-danger-soft px-2 py-1 text-danger-soft-foreground">
            {t('alarm.disconnected')}
            <button type="button" data-testid="alarm-reconnect" className="rounded font-medium underline outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={() => popup.reconnect()}>
              {t('alarm.reconnect')}
            </button>
          </span>
        )}
        {/* With nothing to show, the bell alone stands for the popup; a bare "Expand" would promise alarms. */}
        {mode === 'minimised' && total > 0 && (
          <button type="button" data-testid="alarm-expand" className="rounded border bg-card px-2 py-1 shadow outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={() => popup.expand()}>
            {t('alarm.expand')} ({total})
          </button>
        )}
        <AlarmBell state={state} onOpen={() => popup.open()} />
      </div>
      {dispatching && <AlarmDispatch key={dispatching.item.id} item={dispatching.item} module={dispatching.module} alarmId={dispatching.alarmId} onDone={endDispatch} />}
    </section>
  );
}
