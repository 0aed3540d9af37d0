import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWebSocketClass } from '../test/fake-websocket';
import { RealtimeSocket } from './realtime-socket';

function publicSocket() {
  const fake = fakeWebSocketClass();
  const socket = new RealtimeSocket({
    url: 'wss://example.test/ws/alarm',
    channel: 'public',
    params: { uuid: 'u-1', local: 'zh_CN', timeZone: 'Asia/Shanghai' },
    WebSocket: fake.WebSocket,
  });
  const opens: boolean[] = [];
  socket.on('open', ({ reconnect }) => opens.push(reconnect));
  return { socket, fake, opens };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeSocket.setParams', () => {
  it('reconnects an open socket at once with the new language and zone, keeping the other parameters', () => {
    const { socket, fake } = publicSocket();
    socket.connect();
    fake.last().open();
    const first = fake.last();
    expect(socket.setParams({ local: 'en', timeZone: 'UTC' })).toBe(true);
    expect(first.readyState).not.toBe(1);
    expect(fake.sockets).toHaveLength(2);
    expect(fake.last().url).toBe('wss://example.test/ws/alarm?uuid=u-1&p=-1&local=en&timeZone=UTC');
    expect(socket.url).toBe(fake.last().url);
    expect(socket.params).toEqual({ uuid: 'u-1', local: 'en', timeZone: 'UTC' });
    expect(socket.status).toBe('connecting');
  });

  it('does nothing when the parameters do not change the URL', () => {
    const { socket, fake } = publicSocket();
    socket.connect();
    fake.last().open();
    expect(socket.setParams({ local: 'zh_CN' })).toBe(false);
    expect(fake.sockets).toHaveLength(1);
    expect(socket.status).toBe('open');
  });

  it('only records the change while idle or closed: the next connect uses it', () => {
    const { socket, fake } = publicSocket();
    socket.setParams({ local: 'en', token: 'abc' });
    expect(fake.sockets).toHaveLength(0);
    socket.connect();
    expect(fake.last().url).toBe('wss://example.test/ws/alarm?uuid=u-1&p=-1&local=en&timeZone=Asia%2FShanghai&token=abc');
    socket.close();
    socket.setParams({ local: 'zh_CN' });
    expect(fake.sockets).toHaveLength(1);
  });
});

describe('RealtimeSocket open event', () => {
  it('marks every open after the first as a reconnect', () => {
    const { socket, fake, opens } = publicSocket();
    socket.connect();
    fake.last().open();
    fake.last().drop();
    vi.advanceTimersByTime(1000);
    fake.last().open();
    socket.setParams({ local: 'en' });
    fake.last().open();
    expect(opens).toEqual([false, true, true]);
  });
});
