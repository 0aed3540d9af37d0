import { EventEmitter } from 'eventemitter3';
import { describe, expect, it, vi } from 'vitest';
import { alarmMessage } from '../test/alarm-fixtures';
import { MemoryStorage, manualScheduler } from '../test/memory-storage';
import { createAlarmFeed } from './alarm-feed';
import { createAlarmPopup, type PopupSocket } from './alarm-popup';
import type { SocketStatus } from './realtime-socket';

class StatusSocket extends EventEmitter<{ status: (status: SocketStatus) => void }> implements PopupSocket {
  status: SocketStatus = 'idle';
  reconnect = vi.fn(() => this.set('connecting'));
  set(status: SocketStatus) {
    this.status = status;
    this.emit('status', status);
  }
}

function setup(storage = new MemoryStorage()) {
  const feed = createAlarmFeed({ scheduler: manualScheduler().scheduler });
  const socket = new StatusSocket();
  const popup = createAlarmPopup({ feed, socket, storage });
  const push = (sn: string, alarm = 1) => {
    feed.add(alarmMessage(sn, alarm));
    feed.flush();
  };
  return { feed, socket, popup, storage, push };
}

describe('createAlarmPopup', () => {
  it('starts minimised with nothing to show and expands on the first alarm', () => {
    const { popup, push } = setup();
    expect(popup.state).toMatchObject({ mode: 'minimised', index: 0, total: 0, current: undefined });
    push('A');
    expect(popup.state).toMatchObject({ mode: 'expanded', index: 0, total: 1, current: { sn: 'A' } });
  });

  it('re-expands a minimised popup on a new alarm and jumps to the newest', () => {
    const { popup, push } = setup();
    push('A');
    push('B');
    popup.next();
    expect(popup.state).toMatchObject({ index: 1, current: { sn: 'A' } });
    popup.minimise();
    expect(popup.state.mode).toBe('minimised');
    push('C');
    expect(popup.state).toMatchObject({ mode: 'expanded', index: 0, total: 3, current: { sn: 'C' } });
  });

  it('pages within bounds', () => {
    const { popup, push } = setup();
    push('A');
    push('B');
    popup.previous();
    expect(popup.state.index).toBe(0);
    popup.next();
    popup.next();
    expect(popup.state).toMatchObject({ index: 1, total: 2 });
  });

  it('remembers closing under isopen: only the bell shows, new alarms do not re-expand, even after a reload', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    first.push('A');
    first.popup.close();
    expect(first.popup.state.mode).toBe('closed');
    expect(storage.getItem('isopen')).toBe('false');
    first.push('B');
    expect(first.popup.state).toMatchObject({ mode: 'closed', total: 2 });

    const reloaded = setup(storage);
    reloaded.push('C');
    expect(reloaded.popup.state.mode).toBe('closed');
    reloaded.popup.open();
    expect(reloaded.popup.state.mode).toBe('expanded');
    expect(storage.getItem('isopen')).toBe('true');
  });

  it('keeps the index valid when alarms are confirmed', () => {
    const { popup, push, feed } = setup();
    push('A');
    push('B');
    popup.next();
    popup.confirm();
    expect(popup.state).toMatchObject({ index: 0, total: 1, current: { sn: 'B' } });
    popup.confirm();
    expect(feed.items).toHaveLength(0);
    expect(popup.state).toMatchObject({ total: 0, current: undefined });
  });

  it('folds down to the bell when the last alarm is confirmed, and the next alarm expands it again', () => {
    const { popup, push, storage } = setup();
    push('A');
    push('B');
    popup.confirm();
    expect(popup.state).toMatchObject({ mode: 'expanded', total: 1 });
    popup.confirm();
    expect(popup.state).toMatchObject({ mode: 'minimised', total: 0, current: undefined });
    // Not the remembered "closed": a reload and a new alarm both show it again.
    expect(createAlarmPopup({ feed: createAlarmFeed({ scheduler: manualScheduler().scheduler }), storage }).state.mode).toBe('minimised');
    push('C');
    expect(popup.state).toMatchObject({ mode: 'expanded', total: 1, current: { sn: 'C' } });
  });

  it('keeps a closed popup closed when its last alarm goes', () => {
    const { popup, push } = setup();
    push('A');
    popup.close();
    popup.confirm(popup.state.current?.id);
    expect(popup.state).toMatchObject({ mode: 'closed', total: 0 });
  });

  it('confirms a given alarm by id, not only the one on show', () => {
    const { popup, push, feed } = setup();
    push('A');
    push('B');
    const older = feed.items.find((item) => item.sn === 'A');
    popup.confirm(older?.id);
    expect(popup.state).toMatchObject({ total: 1, current: { sn: 'B' } });
  });

  it('colours the bell by socket status and exposes the disconnected state with a reconnect action', () => {
    const { popup, socket } = setup();
    const changes = vi.fn();
    popup.on('change', changes);
    expect(popup.state).toMatchObject({ bell: 'grey', disconnected: false });
    socket.set('open');
    expect(popup.state.bell).toBe('blue');
    socket.set('reconnecting');
    expect(popup.state).toMatchObject({ bell: 'grey', disconnected: false });
    socket.set('failed');
    expect(popup.state).toMatchObject({ bell: 'grey', disconnected: true });
    popup.reconnect();
    expect(socket.reconnect).toHaveBeenCalledTimes(1);
    expect(popup.state.disconnected).toBe(false);
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('counts the alarms not yet seen: one is seen once it is on show in the expanded popup', () => {
    const { popup, push } = setup();
    push('A');
    expect(popup.state).toMatchObject({ mode: 'expanded', unseen: 0 });
    popup.close();
    push('B');
    push('C');
    expect(popup.state).toMatchObject({ mode: 'closed', total: 3, unseen: 2 });
    // A repeat of sn + type is a new alarm again, though it replaces the older entry.
    push('A');
    expect(popup.state).toMatchObject({ total: 3, unseen: 3 });
    popup.open();
    // Only the alarm on show counts as seen; paging shows (and so sees) the others.
    expect(popup.state).toMatchObject({ mode: 'expanded', current: { sn: 'A' }, unseen: 2 });
    popup.next();
    popup.next();
    expect(popup.state.unseen).toBe(0);
    popup.minimise();
    push('D');
    // A new alarm re-expands the minimised popup and is on show at once.
    expect(popup.state).toMatchObject({ mode: 'expanded', current: { sn: 'D' }, unseen: 0 });
  });

  it('drops confirmed alarms from the unseen count', () => {
    const { popup, push, feed } = setup();
    popup.close();
    push('A');
    push('B');
    expect(popup.state.unseen).toBe(2);
    const [newest] = feed.items;
    if (newest) feed.remove(newest.id);
    feed.flush();
    expect(popup.state).toMatchObject({ total: 1, unseen: 1 });
  });

  it('stops listening after dispose', () => {
    const { popup, socket } = setup();
    popup.dispose();
    socket.set('open');
    expect(popup.state.bell).toBe('grey');
  });
});
