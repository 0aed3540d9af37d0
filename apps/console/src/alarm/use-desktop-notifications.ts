import type { AlarmFeed, AlarmPopup } from '@vigil/realtime';
import { useEffect } from 'react';
import { local } from '../app/services';
import { alarmTypeOf, alarmTypeWord } from '../features/alarms/alarm-type';
import { useTranslator } from '../i18n/use-t';
import { LOCAL } from '../storage/storage-keys';
import { alarmLine, alarmText } from './alarm-text';
import { askPermissionOnce, browserNotifications, type PermissionMemory, shouldAskPermission, shouldNotify, showAlarmNotification } from './desktop-notification';
import { formatAlarmTime } from './alarm-time';
import { useNewAlarm } from './use-new-alarm';

const ANSWERS: readonly unknown[] = ['granted', 'denied', 'default'] satisfies NotificationPermission[];

/** The remembered answer, in local storage. */
const memory: PermissionMemory = {
  get: () => local.get(LOCAL.alarmNotification, (v) => (ANSWERS.includes(v) ? (v as NotificationPermission) : null)),
  set: (answer) => local.set(LOCAL.alarmNotification, answer),
};

/**
 * Desktop notifications of new alarms while the tab is hidden. The permission is asked once, on the user's first
 * click or key press (browsers only prompt from a gesture), and the answer is remembered: never asked again.
 */
export function useDesktopNotifications(feed: AlarmFeed, popup: AlarmPopup): void {
  const { t, language } = useTranslator();
  useEffect(() => {
    const api = browserNotifications();
    if (!shouldAskPermission(api, memory.get())) return;
    const ask = () => {
      stop();
      void askPermissionOnce(api, memory);
    };
    const stop = () => {
      document.removeEventListener('pointerdown', ask);
      document.removeEventListener('keydown', ask);
    };
    document.addEventListener('pointerdown', ask);
    document.addEventListener('keydown', ask);
    return stop;
  }, []);
  useNewAlarm(feed, ({ sn, address, alarmVo }) => {
    const api = browserNotifications();
    if (!api || !shouldNotify(api, document.visibilityState === 'hidden')) return;
    const type = alarmTypeWord(alarmTypeOf(alarmVo.alarm, alarmVo.probeType), t, alarmVo.notes);
    showAlarmNotification(api, {
      title: t('popup.notificationTitle', { type }),
      body: [sn, alarmLine(alarmText(alarmVo, language, t)), address, formatAlarmTime(alarmVo.timeStamp, language)].filter(Boolean).join('\n'),
      onClick: () => {
        window.focus();
        popup.expand();
      },
    });
  });
}
