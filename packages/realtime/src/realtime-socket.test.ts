import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alarmMessage } from '../test/alarm-fixtures';
import { fakeWebSocketClass } from '../test/fake-websocket';
import { InvalidFrameError, SendError } from './errors';
import { type GiveUpInfo, type ReconnectingInfo, RealtimeSocket, type SocketStatus } from './realtime-socket';
import type { ReconnectTrigger } from './triggers';

const params = {
  regular: { imei: '860001', local: 'zh_CN', timeZone: 'Asia/Shanghai' },
  public: { uuid: 'u-1', local: 'en', timeZone: 'UTC' },
} as const;

function setup(
  channel: 'regular' | 'public' = 'regular',
  extra: Partial<ConstructorParameters<typeof RealtimeSocket>[0]> = {},
) {
  const fake = fakeWebSocketClass();
  const socket = new RealtimeSocket({
    url: 'wss://example.test/ws',
    channel,
    params: params[channel],
    WebSocket: fake.WebSocket,
    ...extra,
  } as ConstructorParameters<typeof RealtimeSocket>[0]);
  const reconnecting: ReconnectingInfo[] = [];
  const giveUps: GiveUpInfo[] = [];
  const statuses: SocketStatus[] = [];
  socket.on('reconnecting', (info) => reconnecting.push(info));
  socket.on('giveUp', (info) => giveUps.push(info));
  socket.on('status', (status) => statuses.push(status));
  return { socket, fake, reconnecting, giveUps, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeSocket URL', () => {
  it('puts the regular query (imei, local, timeZone) on the url', () => {
    const { socket, fake } = setup('regular');
    socket.connect();
    expect(fake.last().url).toBe('wss://example.test/ws?imei=860001&local=zh_CN&timeZone=Asia%2FShanghai');
  });

  it('adds the session token to the regular query when given (a browser cannot set headers on a WebSocket)', () => {
    const { socket, fake } = setup('regular', { params: { ...params.regular, token: 'a b/c' } });
    socket.connect();
    expect(fake.last().url).toBe('wss://example.test/ws?imei=860001&local=zh_CN&timeZone=Asia%2FShanghai&token=a%20b%2Fc');
  });

  it('puts the public query (uuid, p=-1, local, timeZone) on the url', () => {
    const { socket, fake } = setup('public');
    socket.connect();
    expect(fake.last().url).toBe('wss://example.test/ws?uuid=u-1&p=-1&local=en&timeZone=UTC');
  });
});

describe('RealtimeSocket reconnect schedule', () => {
  const schedules = [
    { channel: 'regular', delays: [2000, 4000, 6000, 8000] },
    { channel: 'public', delays: [1000, 2000, 3000, 4000] },
  ] as const;

  for (const { channel, delays } of schedules) {
    it(`retries the ${channel} channel at ${delays.join(', ')} ms, then fails and gives up`, () => {
      const { socket, fake, reconnecting, giveUps } = setup(channel);
      socket.connect();
      expect(socket.status).toBe('connecting');
      fake.last().open();
      expect(socket.status).toBe('open');
      fake.last().drop();

      delays.forEach((delayMs, n) => {
        expect(socket.status).toBe('reconnecting');
        expect(reconnecting.at(-1)).toEqual({ attempt: n + 2, delayMs });
        const before = fake.sockets.length;
        vi.advanceTimersByTime(delayMs - 1);
        expect(fake.sockets.length).toBe(before);
        vi.advanceTimersByTime(1);
        expect(fake.sockets.length).toBe(before + 1);
        expect(socket.status).toBe('connecting');
        // error followed by close: must count as one drop
        fake.last().fail();
      });

      expect(reconnecting).toHaveLength(4);
      expect(socket.status).toBe('failed');
      expect(giveUps).toEqual([{ reason: 'retry-limit', attempts: 5 }]);
      vi.advanceTimersByTime(60_000);
      expect(fake.sockets).toHaveLength(5);
    });
  }

  it('counts the first connect as attempt 1 when it never opens', () => {
    const { socket, fake, reconnecting, giveUps } = setup('public');
    socket.connect();
    fake.last().fail();
    for (const delay of [1000, 2000, 3000, 4000]) {
      vi.advanceTimersByTime(delay);
      fake.last().fail();
    }
    expect(reconnecting.map((r) => r.delayMs)).toEqual([1000, 2000, 3000, 4000]);
    expect(fake.sockets).toHaveLength(5);
    expect(giveUps).toHaveLength(1);
  });

  it('starts a fresh series after a successful open', () => {
    const { socket, fake, reconnecting } = setup('regular');
    socket.connect();
    fake.last().fail();
    vi.advanceTimersByTime(2000);
    fake.last().fail();
    vi.advanceTimersByTime(4000);
    fake.last().open();
    fake.last().drop();
    expect(reconnecting.at(-1)).toEqual({ attempt: 2, delayMs: 2000 });
  });

  it('honours reconnect: { limit, stepMs }', () => {
    const { socket, fake, reconnecting, giveUps } = setup('regular', { reconnect: { limit: 3, stepMs: 50 } });
    socket.connect();
    fake.last().fail();
    vi.advanceTimersByTime(50);
    fake.last().fail();
    vi.advanceTimersByTime(100);
    fake.last().fail();
    expect(reconnecting).toEqual([
      { attempt: 2, delayMs: 50 },
      { attempt: 3, delayMs: 100 },
    ]);
    expect(giveUps).toHaveLength(1);
  });

  it('adds jitter only when asked', () => {
    const { socket, fake, reconnecting } = setup('regular', { reconnect: { jitter: 0.5, random: () => 0.5 } });
    socket.connect();
    fake.last().fail();
    expect(reconnecting).toEqual([{ attempt: 2, delayMs: 2500 }]);
  });

  it('reconnect() after giving up starts a fresh series', () => {
    const { socket, fake, reconnecting, statuses } = setup('public', { reconnect: { limit: 2 } });
    socket.connect();
    fake.last().fail();
    vi.advanceTimersByTime(1000);
    fake.last().fail();
    expect(socket.status).toBe('failed');
    socket.reconnect();
    expect(socket.status).toBe('connecting');
    expect(fake.sockets).toHaveLength(3);
    fake.last().fail();
    expect(reconnecting.at(-1)).toEqual({ attempt: 2, delayMs: 1000 });
    expect(statuses).toContain('failed');
  });

  it('reconnect() while open replaces the connection without scheduling a retry for the old one', () => {
    const { socket, fake, reconnecting } = setup('regular');
    socket.connect();
    const first = fake.last();
    first.open();
    socket.reconnect();
    expect(first.closedWith).toBe(1000);
    expect(fake.sockets).toHaveLength(2);
    fake.last().open();
    first.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(reconnecting).toHaveLength(0);
    expect(fake.sockets).toHaveLength(2);
  });

  it('never reconnects after close(), even with a retry already scheduled', () => {
    const { socket, fake, reconnecting } = setup('regular');
    socket.connect();
    fake.last().open();
    fake.last().drop();
    expect(reconnecting).toHaveLength(1);
    socket.close();
    expect(socket.status).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(fake.sockets).toHaveLength(1);
  });

  it('close() on an open socket closes it with 1000 and does not retry', () => {
    const { socket, fake, reconnecting } = setup('regular');
    socket.connect();
    const ws = fake.last();
    ws.open();
    socket.close();
    expect(ws.closedWith).toBe(1000);
    expect(ws.listenerCount('close')).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(reconnecting).toHaveLength(0);
    expect(fake.sockets).toHaveLength(1);
  });

  it('lets status listeners close the socket without a retry or socket slipping through', () => {
    const { socket, fake } = setup('regular');
    socket.on('status', (status) => {
      if (status === 'reconnecting') socket.close();
    });
    socket.connect();
    fake.last().fail();
    expect(socket.status).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(fake.sockets).toHaveLength(1);

    const second = setup('regular');
    second.socket.on('status', (status) => status === 'connecting' && second.socket.close());
    second.socket.connect();
    expect(second.fake.sockets).toHaveLength(0);
    expect(second.socket.status).toBe('closed');
  });

  it('keeps a single connect in flight', () => {
    const { socket, fake } = setup('regular');
    socket.connect();
    socket.connect();
    fake.last().open();
    socket.connect();
    expect(fake.sockets).toHaveLength(1);
  });

  it('ends the series on a stop close code', () => {
    const { socket, fake, reconnecting, giveUps } = setup('regular');
    socket.connect();
    fake.last().open();
    fake.last().drop(1008);
    expect(socket.status).toBe('failed');
    expect(giveUps).toEqual([{ reason: 'stop-code', attempts: 1, code: 1008 }]);
    expect(reconnecting).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(fake.sockets).toHaveLength(1);
  });

  it('uses the stop codes it is given', () => {
    const { socket, fake, reconnecting, giveUps } = setup('regular', { reconnect: { stopCodes: [4100] } });
    socket.connect();
    fake.last().drop(1008);
    expect(reconnecting).toHaveLength(1);
    vi.advanceTimersByTime(2000);
    fake.last().drop(4100);
    expect(giveUps.map((g) => g.reason)).toEqual(['stop-code']);
  });

  it('treats a socket stuck in CONNECTING past connectTimeoutMs as a failed attempt', () => {
    const { socket, fake, reconnecting } = setup('regular', { connectTimeoutMs: 3000 });
    socket.connect();
    const stuck = fake.last();
    vi.advanceTimersByTime(2999);
    expect(reconnecting).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(stuck.closedWith).toBe(4900);
    expect(reconnecting).toEqual([{ attempt: 2, delayMs: 2000 }]);
  });

  it('does not time out a socket that opened', () => {
    const { socket, fake, reconnecting } = setup('regular', { connectTimeoutMs: 3000 });
    socket.connect();
    fake.last().open();
    vi.advanceTimersByTime(10_000);
    expect(reconnecting).toHaveLength(0);
    expect(socket.status).toBe('open');
  });

  it('reconnects at once when a trigger fires while retrying, and ignores it when open or closed', () => {
    let fire = () => {};
    let subscribed = 0;
    const trigger: ReconnectTrigger = (callback) => {
      fire = callback;
      subscribed += 1;
      return () => {
        subscribed -= 1;
      };
    };
    const { socket, fake } = setup('regular', { triggers: [trigger] });
    socket.connect();
    expect(subscribed).toBe(1);
    fake.last().open();
    fire();
    expect(fake.sockets).toHaveLength(1);
    fake.last().drop();
    fire();
    expect(fake.sockets).toHaveLength(2);
    expect(socket.status).toBe('connecting');
    socket.close();
    expect(subscribed).toBe(0);
  });

  it('runs every timer through an injected timer provider', () => {
    vi.useRealTimers();
    const due: { callback: () => void; ms: number }[] = [];
    const timers = {
      setTimeout: (callback: () => void, ms: number) => due.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    const { socket, fake } = setup('public', { timers, connectTimeoutMs: 700 });
    socket.connect();
    expect(due.map((t) => t.ms)).toEqual([700]);
    fake.last().fail();
    expect(due.map((t) => t.ms)).toEqual([700, 1000]);
    due[1]?.callback();
    expect(fake.sockets).toHaveLength(2);
  });

  it('fails with reason unsupported when there is no WebSocket at all', () => {
    const socket = new RealtimeSocket({ url: 'ws://x', channel: 'public', params: params.public });
    const giveUps: GiveUpInfo[] = [];
    socket.on('giveUp', (info) => giveUps.push(info));
    socket.connect();
    expect(socket.status).toBe('failed');
    expect(giveUps[0]?.reason).toBe('unsupported');
  });
});

describe('RealtimeSocket heartbeat', () => {
  const heartbeat = { intervalMs: 10_000, timeoutMs: 2000 };

  it('drops a half-open socket that stops answering pings', () => {
    const { socket, fake, reconnecting } = setup('regular', { heartbeat });
    socket.connect();
    const ws = fake.last();
    ws.open();
    vi.advanceTimersByTime(10_000);
    expect(ws.sent).toEqual(['ping']);
    vi.advanceTimersByTime(1999);
    expect(reconnecting).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(ws.closedWith).toBe(4901);
    expect(reconnecting).toEqual([{ attempt: 2, delayMs: 2000 }]);
  });

  it('keeps the first unanswered deadline when the timeout is longer than the interval', () => {
    const { socket, fake, reconnecting } = setup('regular', { heartbeat: { intervalMs: 1000, timeoutMs: 2500 } });
    socket.connect();
    fake.last().open();
    vi.advanceTimersByTime(3499);
    expect(reconnecting).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(reconnecting).toHaveLength(1);
  });

  it('keeps a socket that answers, and does not surface pongs as messages', () => {
    const { socket, fake, reconnecting } = setup('regular', { heartbeat });
    const invalid = vi.fn();
    const message = vi.fn();
    socket.on('invalid', invalid);
    socket.on('message', message);
    socket.connect();
    const ws = fake.last();
    ws.open();
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(10_000);
      ws.receive('pong');
    }
    vi.advanceTimersByTime(5000);
    expect(ws.sent).toEqual(['ping', 'ping', 'ping']);
    expect(reconnecting).toHaveLength(0);
    expect(invalid).not.toHaveBeenCalled();
    expect(message).not.toHaveBeenCalled();
  });
});

describe('RealtimeSocket send', () => {
  it('sends at once when open, strings as they are and values as JSON', async () => {
    const { socket, fake } = setup();
    socket.connect();
    fake.last().open();
    await socket.send('hello');
    await socket.send({ a: 1 });
    expect(fake.last().sent).toEqual(['hello', '{"a":1}']);
  });

  it('retries a send 500 ms x attempt, then rejects with a clear reason', async () => {
    const { socket } = setup();
    const retries: { attempt: number; delayMs: number }[] = [];
    socket.on('sendRetry', (info) => retries.push(info));
    socket.connect();
    const outcome = socket.send('x').then(
      () => 'sent',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(499);
    expect(retries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(retries).toEqual([{ attempt: 2, delayMs: 500 }]);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1500);
    expect(retries.map((r) => r.delayMs)).toEqual([500, 1000, 1500]);
    // 3000 ms in; the last retry is due at 5000 ms.
    await vi.advanceTimersByTimeAsync(1999);
    expect(socket.queuedSends).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ reason: 'not-connected', attempts: 5, data: 'x' });
    expect((error as SendError).message).toBe('not connected after 5 send attempts');
    expect(socket.queuedSends).toBe(0);
  });

  it('delivers queued sends in order as soon as the socket opens', async () => {
    const { socket, fake } = setup();
    socket.connect();
    const sends = [socket.send('a'), socket.send('b'), socket.send('c')];
    vi.advanceTimersByTime(700);
    fake.last().open();
    await Promise.all(sends);
    expect(fake.last().sent).toEqual(['a', 'b', 'c']);
  });

  it('sends on a retry once a reconnect has opened', async () => {
    const { socket, fake } = setup('public');
    socket.connect();
    fake.last().fail();
    const sent = socket.send('later');
    await vi.advanceTimersByTimeAsync(1000);
    fake.last().open();
    await expect(sent).resolves.toBeUndefined();
    expect(fake.last().sent).toEqual(['later']);
  });

  it('rejects the newest send when the queue is full (default policy)', async () => {
    const { socket } = setup('regular', { send: { maxQueued: 2 } });
    socket.connect();
    const first = socket.send('1');
    const second = socket.send('2');
    await expect(socket.send('3')).rejects.toMatchObject({ reason: 'queue-full', data: '3' });
    expect(socket.queuedSends).toBe(2);
    socket.close();
    await expect(first).rejects.toMatchObject({ reason: 'closed' });
    await expect(second).rejects.toMatchObject({ reason: 'closed' });
  });

  it('rejects the oldest send instead with overflow: reject-oldest', async () => {
    const { socket, fake } = setup('regular', { send: { maxQueued: 2, overflow: 'reject-oldest' } });
    socket.connect();
    const first = socket.send('1');
    const second = socket.send('2');
    const third = socket.send('3');
    await expect(first).rejects.toMatchObject({ reason: 'queue-full', data: '1' });
    fake.last().open();
    await Promise.all([second, third]);
    expect(fake.last().sent).toEqual(['2', '3']);
  });

  it('rejects at once after close() and for data that is not JSON', async () => {
    const { socket } = setup();
    socket.connect();
    await expect(socket.send({ big: 1n })).rejects.toMatchObject({ reason: 'serialize' });
    socket.close();
    await expect(socket.send('x')).rejects.toMatchObject({ reason: 'closed' });
  });
});

describe('RealtimeSocket frames', () => {
  it('emits alarm, refresh, message and invalid without closing', () => {
    const { socket, fake } = setup('public');
    const alarms = vi.fn();
    const refresh = vi.fn();
    const messages = vi.fn();
    const invalid: InvalidFrameError[] = [];
    socket.on('alarm', alarms);
    socket.on('refresh', refresh);
    socket.on('message', messages);
    socket.on('invalid', (error) => invalid.push(error));
    socket.connect();
    const ws = fake.last();
    ws.open();
    ws.receive(JSON.stringify(alarmMessage('860001', 3)));
    ws.receive(JSON.stringify({ type: 'hat_new_msg_tip' }));
    ws.receive(JSON.stringify({ eventType: 'somethingElse' }));
    ws.receive('{"eventType":"dataAl');
    ws.receive(new Uint8Array([1, 2, 3]));
    ws.receive(JSON.stringify({ eventType: 'dataAlarm', payload: { address: 'no device named' } }));
    ws.receive('[1,2]');
    ws.receive('x'.repeat(1_000_000));
    // A numeric sn and nothing else is still an alarm (shown with empty parts), never dropped.
    ws.receive(JSON.stringify({ eventType: 'dataAlarm', payload: { sn: 7 } }));

    expect(alarms).toHaveBeenCalledTimes(2);
    expect(alarms.mock.calls[0]?.[0].payload).toMatchObject({ sn: '860001', alarmVo: { alarm: '3' } });
    expect(alarms.mock.calls[1]?.[0].payload).toMatchObject({ sn: '7', address: '', alarmVo: { name: '', alarm: '' } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(messages).toHaveBeenCalledTimes(6);
    expect(invalid.map((e) => e.reason)).toEqual(['not-json', 'binary', 'schema', 'not-object', 'too-large']);
    expect(invalid[2]?.message).toMatch(/dataAlarm frame rejected/);
    expect(invalid.every((e) => e instanceof InvalidFrameError)).toBe(true);
    expect(socket.status).toBe('open');
    expect(ws.closedWith).toBeUndefined();
  });

  it('counts an alarm it cannot read at all and says so, so the app can resync the alarm list', () => {
    const { socket, fake } = setup('public');
    const unreadable: { count: number; error: InvalidFrameError }[] = [];
    socket.on('unreadableAlarm', (info) => unreadable.push(info));
    socket.connect();
    const ws = fake.last();
    ws.open();
    ws.receive(JSON.stringify({ eventType: 'dataAlarm', payload: { sn: null, alarmVo: { name: 'gas' } } }));
    ws.receive('{"eventType":"dataAlarm","payload":{"sn":"8600');
    // Not alarms: no count.
    ws.receive(JSON.stringify({ eventType: 'somethingElse' }));
    ws.receive('{"type":"hat_new');
    expect(unreadable.map((info) => [info.count, info.error.reason])).toEqual([[1, 'schema'], [2, 'not-json']]);
    expect(socket.unreadableAlarms).toBe(2);
  });
});
