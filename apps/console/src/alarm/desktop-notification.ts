/** What the console needs of the browser's Notification API (the global `Notification`), so tests can pass a fake. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): { onclick: ((event: Event) => unknown) | null; close(): void };
}

/** Where the answer to the one permission request is remembered (local storage in the console). */
export interface PermissionMemory {
  get(): NotificationPermission | null;
  set(answer: NotificationPermission): void;
}

/** The browser's Notification API, or undefined where there is none (an old browser, an insecure origin, jsdom). */
export function browserNotifications(): NotificationApi | undefined {
  return typeof Notification === 'undefined' ? undefined : Notification;
}

/** Whether to ask for the permission now: only once ever (nothing remembered yet) and only while the browser would ask. */
export function shouldAskPermission(api: NotificationApi | undefined, remembered: NotificationPermission | null): boolean {
  return api !== undefined && remembered === null && api.permission === 'default';
}

/**
 * Asks for the permission once (call it from a user gesture) and remembers the answer, whatever it is: a denial or a
 * dismissed prompt is never asked again. A browser that already decided is not asked; its decision is remembered.
 */
export async function askPermissionOnce(api: NotificationApi | undefined, memory: PermissionMemory): Promise<NotificationPermission | null> {
  if (!api) return null;
  const remembered = memory.get();
  if (remembered !== null) return remembered;
  const answer = api.permission === 'default' ? await api.requestPermission() : api.permission;
  memory.set(answer);
  return answer;
}

/** A new alarm becomes a desktop notification only while the tab is hidden and the permission is granted. */
export function shouldNotify(api: NotificationApi | undefined, hidden: boolean): boolean {
  return hidden && api?.permission === 'granted';
}

export interface AlarmNotice {
  title: string;
  body: string;
  /** Clicking the notification (brings the tab back and shows the popup). */
  onClick: () => void;
}

/** Shows one notification; one tag for all, so a flood replaces the shown one instead of piling up. */
export function showAlarmNotification(api: NotificationApi, notice: AlarmNotice): void {
  const notification = new api(notice.title, { body: notice.body, tag: 'vigil-alarm' });
  notification.onclick = () => {
    notice.onClick();
    notification.close();
  };
}
