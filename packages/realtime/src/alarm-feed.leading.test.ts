import { afterEach, describe, expect, it, vi } from 'vitest';
import { alarmMessage } from '../test/alarm-fixtures';
import { installFrames } from '../test/frames';
import { MemoryStorage } from '../test/memory-storage';
import { type AlarmFeedChange, type AlarmItem, createAlarmFeed } from './alarm-feed';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The feed as a browser page makes it (default scheduler, animation frames), with every change it emits. */
function browserFeed() {
  const frames = installFrames();
  const storage = new MemoryStorage();
  const feed = createAlarmFeed({ storage });
  const changes: { sns: string[]; change: AlarmFeedChange }[] = [];
  feed.on('change', (items: readonly AlarmItem[], change) => changes.push({ sns: items.map((item) => item.sn), change: { ...change } }));
  return { frames, storage, feed, changes };
}

describe('alarm feed in a browser (issue #24: push to visible)', () => {
  it('emits a lone alarm at once, without waiting for an animation frame, and stores it', () => {
    vi.useFakeTimers();
    const { frames, storage, feed, changes } = browserFeed();
    feed.add(alarmMessage('LONE', 1));
    expect(changes).toEqual([{ sns: ['LONE'], change: { added: 1 } }]);
    expect(storage.getItem('alarmdata')).toContain('LONE');
    frames.tick();
    expect(changes).toHaveLength(1);
  });

  it('still batches a flood: after the first, one change per frame, and no alarm dropped or counted twice', () => {
    vi.useFakeTimers();
    const { frames, feed, changes } = browserFeed();
    feed.add(alarmMessage('F0', 1));
    for (let i = 1; i < 500; i++) feed.add(alarmMessage(`F${i}`, 1));
    // The first went out at once; the 499 after it, in the same frame, wait for that frame.
    expect(changes).toHaveLength(1);
    frames.tick();
    expect(changes).toHaveLength(2);
    expect(changes[1]?.change).toEqual({ added: 499 });
    expect(changes[1]?.sns).toEqual(feed.items.map((item) => item.sn));
    expect(changes[1]?.sns[0]).toBe('F499');
    // Still flooding in the next frame: batched again, not emitted one by one.
    for (let i = 500; i < 600; i++) feed.add(alarmMessage(`F${i}`, 1));
    expect(changes).toHaveLength(2);
    frames.tick();
    expect(changes).toHaveLength(3);
    expect(changes[2]?.change).toEqual({ added: 100 });
    expect(changes.reduce((sum, { change }) => sum + change.added, 0)).toBe(600);
    // The flood over (a frame with nothing emitted), the next lone alarm is at once again.
    frames.tick();
    feed.add(alarmMessage('AFTER', 2));
    expect(changes).toHaveLength(4);
    expect(changes[3]).toEqual({ sns: ['AFTER', ...feed.items.slice(1).map((item) => item.sn)], change: { added: 1 } });
  });

  it('keeps a change made by a listener of the leading change: it is emitted on the next frame', () => {
    vi.useFakeTimers();
    const { frames, feed, changes } = browserFeed();
    feed.once('change', () => feed.add(alarmMessage('FROM-LISTENER', 1)));
    feed.add(alarmMessage('FIRST', 1));
    expect(changes).toHaveLength(1);
    expect(feed.items.map((item) => item.sn)).toEqual(['FROM-LISTENER', 'FIRST']);
    frames.tick();
    expect(changes).toHaveLength(2);
    expect(changes[1]).toEqual({ sns: ['FROM-LISTENER', 'FIRST'], change: { added: 1 } });
  });
});
