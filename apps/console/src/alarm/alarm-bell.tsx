import type { AlarmPopupState } from '@vigil/realtime';
import { AppIcon } from '../components/app-icon';
import { IconTip } from '../components/icon-tip';
import { useT } from '../i18n/use-t';

/**
 * The bell: blue while the alarm socket is open, grey otherwise (the tooltip says which, so colour is not the only
 * sign). While the popup is not expanded it carries the number of alarms not yet seen, in a badge and in its name.
 */
export function AlarmBell({ state, onOpen }: { state: AlarmPopupState; onOpen: () => void }) {
  const t = useT();
  const connected = state.bell === 'blue';
  const status = connected ? t('alarm.bellConnected') : t('alarm.bellDisconnected');
  const unseen = state.mode === 'expanded' ? 0 : state.unseen;
  const label = unseen > 0 ? `${status}, ${t('popup.unseen', { count: unseen })}` : status;
  return (
    <IconTip label={label} side="left">
      <button
        type="button"
        data-testid="alarm-bell"
        data-connected={connected}
        aria-label={label}
        onClick={onOpen}
        className={`relative inline-flex size-10 items-center justify-center rounded-full text-white shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ${connected ? 'bg-blue-600' : 'bg-gray-500'}`}
      >
        <AppIcon name="bell" className="size-5" />
        {unseen > 0 && (
          <span
            data-testid="alarm-bell-count"
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 rounded-full border-2 border-card bg-danger px-1 text-center text-xs leading-4 font-semibold text-danger-foreground tabular-nums"
          >
            {unseen}
          </span>
        )}
      </button>
    </IconTip>
  );
}
