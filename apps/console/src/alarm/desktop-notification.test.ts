import { describe, expect, it, vi } from 'vitest';
import { askPermissionOnce, type NotificationApi, type PermissionMemory, shouldAskPermission, shouldNotify, showAlarmNotification } from './desktop-notification';

/** A fake Notification: its permission, what requestPermission answers, and the notifications constructed. */
function fakeNotification(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: { title: string; options: NotificationOptions | undefined; instance: { onclick: ((event: Event) => unknown) | null; close: () => void } }[] = [];
  const requestPermission = vi.fn(async () => {
    Fake.permission = answer;
    return answer;
  });
  class Fake {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
    onclick: ((event: Event) => unknown) | null = null;
    close = vi.fn();
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options, instance: this });
    }
  }
  const api: NotificationApi = Fake;
  return { api, shown, requestPermission };
}

function memory(initial: NotificationPermission | null = null): PermissionMemory & { value: NotificationPermission | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (answer: NotificationPermission) => {
      store.value = answer;
    },
  };
  return store;
}

describe('desktop alarm notifications', () => {
  it('asks once and remembers a grant', async () => {
    const { api, requestPermission } = fakeNotification('default', 'granted');
    const stored = memory();
    expect(shouldAskPermission(api, stored.get())).toBe(true);
    expect(await askPermissionOnce(api, stored)).toBe('granted');
    expect(stored.value).toBe('granted');
    expect(shouldAskPermission(api, stored.get())).toBe(false);
    await askPermissionOnce(api, stored);
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('never asks again after a denial or a dismissed prompt, even when the browser would ask', async () => {
    for (const answer of ['denied', 'default'] as const) {
      const { api, requestPermission } = fakeNotification('default', answer);
      const stored = memory();
      expect(await askPermissionOnce(api, stored)).toBe(answer);
      expect(stored.value).toBe(answer);
      // The browser lets a dismissed prompt be asked again; the console does not.
      (api as { permission: NotificationPermission }).permission = 'default';
      expect(shouldAskPermission(api, stored.get())).toBe(false);
      expect(await askPermissionOnce(api, stored)).toBe(answer);
      expect(requestPermission).toHaveBeenCalledTimes(1);
    }
  });

  it('does not ask a browser that already decided, and remembers its decision', async () => {
    const { api, requestPermission } = fakeNotification('denied');
    const stored = memory();
    expect(shouldAskPermission(api, null)).toBe(false);
    expect(await askPermissionOnce(api, stored)).toBe('denied');
    expect(stored.value).toBe('denied');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('does nothing without the API', async () => {
    const stored = memory();
    expect(shouldAskPermission(undefined, null)).toBe(false);
    expect(await askPermissionOnce(undefined, stored)).toBeNull();
    expect(stored.value).toBeNull();
    expect(shouldNotify(undefined, true)).toBe(false);
  });

  it('notifies only while the tab is hidden and the permission is granted', () => {
    expect(shouldNotify(fakeNotification('granted').api, true)).toBe(true);
    expect(shouldNotify(fakeNotification('granted').api, false)).toBe(false);
    expect(shouldNotify(fakeNotification('denied').api, true)).toBe(false);
    expect(shouldNotify(fakeNotification('default').api, true)).toBe(false);
  });

  it('shows the alarm, and a click runs the action and closes the notification', () => {
    const { api, shown } = fakeNotification('granted');
    const onClick = vi.fn();
    showAlarmNotification(api, { title: '新报警：高报', body: '860000000000001', onClick });
    expect(shown).toHaveLength(1);
    expect(shown[0]?.title).toBe('新报警：高报');
    expect(shown[0]?.options?.body).toBe('860000000000001');
    shown[0]?.instance.onclick?.(new Event('click'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(shown[0]?.instance.close).toHaveBeenCalled();
  });
});
