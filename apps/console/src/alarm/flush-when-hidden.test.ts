import { createAlarmFeed } from '@vigil/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushWhenHidden } from './flush-when-hidden';

const alarm = (sn: string) => ({ proBh: '15144628', sn, address: '', alarmVo: { name: 'CH4', notes: '', alarm: '2', timeStamp: '2026-11-23 10:00:00' } });

/** A feed whose coalesced write never comes on its own, as in a hidden tab (no animation frames). */
function feedInStorage() {
  const storage = new Map<string, string>();
  const feed = createAlarmFeed({
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => storage.set(key, value), removeItem: (key) => storage.delete(key) },
    scheduler: () => () => undefined,
  });
  return { feed, stored: () => JSON.parse(storage.get('alarmdata') ?? '[]') as { sn: string }[] };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('flushWhenHidden', () => {
  it('stores the alarm that just arrived when the page is hidden', () => {
    const { feed, stored } = feedInStorage();
    const off = flushWhenHidden(feed);
    feed.add(alarm('A'));
    expect(stored()).toEqual([]);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored().map((a) => a.sn)).toEqual(['A']);
    off();
  });

  it('stores it on pagehide (a reload), and not on becoming visible', () => {
    const { feed, stored } = feedInStorage();
    const off = flushWhenHidden(feed);
    feed.add(alarm('B'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored().map((a) => a.sn)).toEqual(['B']);
    off();
    feed.add(alarm('C'));
    window.dispatchEvent(new Event('pagehide'));
    expect(stored().map((a) => a.sn)).toEqual(['B']);
  });
});
