import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import {
  createAlarmFeed,
  type GiveUpInfo,
  type InvalidFrameError,
  RealtimeSocket,
  type ReconnectingInfo,
  type SocketStatus,
  type TimerProvider,
} from '../src/index';
import { alarmMessage } from './alarm-fixtures';

/** A real websocket server on 127.0.0.1 that the test can kill and bring back on the same port. */
class AlarmServer {
  server: WebSocketServer | undefined;
  readonly urls: string[] = [];
  readonly received: string[] = [];
  readonly connectedAt: number[] = [];
  onConnection: (client: WebSocket) => void = () => {};
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = new WebSocketServer({ host: '127.0.0.1', port });
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    this.port = (server.address() as AddressInfo).port;
    server.on('connection', (client, request) => {
      this.urls.push(request.url ?? '');
      this.connectedAt.push(performance.now());
      client.on('message', (data) => this.received.push(String(data)));
      this.onConnection(client);
    });
    this.server = server;
  }

  get url(): string {
    return `ws://127.0.0.1:${this.port}/ws`;
  }

  get clients(): WebSocket[] {
    return [...(this.server?.clients ?? [])];
  }

  /** Abrupt death: connections cut without a close frame, listener gone. */
  async kill(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    for (const client of server.clients) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function until<T>(register: (done: (value: T) => void) => void, ms = 5000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

const statusIs = (socket: RealtimeSocket, wanted: SocketStatus) =>
  until<void>((done) => {
    if (socket.status === wanted) done();
    socket.on('status', (status) => status === wanted && done());
  });

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(): Promise<AlarmServer> {
  const server = new AlarmServer();
  await server.start();
  cleanups.push(() => server.kill());
  return server;
}

function publicSocket(server: AlarmServer, extra: Partial<ConstructorParameters<typeof RealtimeSocket<'public'>>[0]> = {}) {
  const socket = new RealtimeSocket({
    url: server.url,
    channel: 'public',
    params: { uuid: 'u-7', local: 'zh_CN', timeZone: 'Asia/Shanghai' },
    WebSocket,
    ...extra,
  });
  cleanups.push(() => socket.close());
  return socket;
}

describe('RealtimeSocket against a real ws server', () => {
  it('delivers alarms as alarm events, into the feed, and sends with the public query', async () => {
    const server = await startServer();
    server.onConnection = (client) => {
      client.send(JSON.stringify(alarmMessage('860001', 1)));
      client.send(JSON.stringify(alarmMessage('860002', 2)));
      client.send(JSON.stringify(alarmMessage('860001', 1, 'later')));
      client.send(JSON.stringify({ type: 'hat_new_msg_tip' }));
    };
    const socket = publicSocket(server);
    const feed = createAlarmFeed();
    const alarms: string[] = [];
    socket.on('alarm', (message) => {
      alarms.push(message.payload.sn);
      feed.add(message);
    });
    const refreshed = until<void>((done) => socket.on('refresh', () => done()));
    socket.connect();
    await refreshed;
    expect(alarms).toEqual(['860001', '860002', '860001']);
    expect(feed.items.map((i) => `${i.sn}/${i.alarmVo.alarm}/${i.alarmVo.timeStamp}`)).toEqual([
      '860001/1/later',
      '860002/2/2026-11-23 10:00:00',
    ]);
    expect(server.urls[0]).toBe('/ws?uuid=u-7&p=-1&local=zh_CN&timeZone=Asia%2FShanghai');
    await socket.send({ hello: 'server' });
    await until<void>((done) => {
      const check = () => (server.received.length > 0 ? done() : setTimeout(check, 5));
      check();
    });
    expect(server.received).toEqual(['{"hello":"server"}']);
  });

  it('reconnects on schedule (stepMs x n) after the server is killed and restarted on the same port', async () => {
    const server = await startServer();
    const stepMs = 100;
    // When each timer is armed, read at the moment the socket arms it (a listener runs later, after the status ones).
    const armed: { ms: number; at: number }[] = [];
    const timers: TimerProvider = {
      setTimeout: (callback, ms) => {
        armed.push({ ms, at: performance.now() });
        return globalThis.setTimeout(callback, ms);
      },
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const socket = publicSocket(server, { reconnect: { stepMs }, timers });
    const reconnecting: ReconnectingInfo[] = [];
    socket.on('reconnecting', (info) => reconnecting.push(info));
    socket.connect();
    await statusIs(socket, 'open');

    // Kill; bring the server back only once attempt 2 has failed, so attempt 3 is the one that lands.
    const restarted = until<void>((done) =>
      socket.on('reconnecting', ({ attempt }) => {
        if (attempt === 3) void server.start().then(done);
      }),
    );
    // A send made while the client knows it is down waits in the queue and goes out after the reconnect.
    const sent = until<Promise<void>>((done) => socket.once('reconnecting', () => done(socket.send('queued while down'))));
    await server.kill();
    await restarted;
    await statusIs(socket, 'open');
    await (await sent);

    expect(reconnecting.map(({ attempt, delayMs }) => ({ attempt, delayMs }))).toEqual([
      { attempt: 2, delayMs: stepMs },
      { attempt: 3, delayMs: 2 * stepMs },
    ]);
    // attempt 3 reached the restarted server no sooner than 2 x stepMs after it was scheduled
    const scheduled = armed.filter(({ ms }) => ms === 2 * stepMs).at(-1)?.at ?? 0;
    const connected = server.connectedAt.at(-1) ?? 0;
    expect(connected - scheduled).toBeGreaterThanOrEqual(2 * stepMs - 2);
    expect(connected - scheduled).toBeLessThan(2 * stepMs + 400);
    expect(server.connectedAt).toHaveLength(2);
    await until<void>((done) => {
      const check = () => (server.received.includes('queued while down') ? done() : setTimeout(check, 5));
      check();
    });
  });

  it('gives up after the retry limit when the server stays down', async () => {
    const server = await startServer();
    const socket = publicSocket(server, { reconnect: { stepMs: 20, limit: 3 } });
    socket.connect();
    await statusIs(socket, 'open');
    const gaveUp = until<GiveUpInfo>((done) => socket.on('giveUp', done));
    await server.kill();
    expect(await gaveUp).toMatchObject({ reason: 'retry-limit', attempts: 3 });
    expect(socket.status).toBe('failed');
  });

  it('stops retrying when the server closes with a policy code', async () => {
    const server = await startServer();
    server.onConnection = (client) => client.close(1008, 'policy');
    const socket = publicSocket(server, { reconnect: { stepMs: 20 } });
    const gaveUp = until<GiveUpInfo>((done) => socket.on('giveUp', done));
    socket.connect();
    expect(await gaveUp).toMatchObject({ reason: 'stop-code', code: 1008 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.urls).toHaveLength(1);
  });

  it('reports garbage frames as invalid, stays open, and still delivers a later alarm', async () => {
    const server = await startServer();
    const garbage: [string, (client: WebSocket) => void][] = [
      ['binary', (c) => c.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]))],
      ['not-json', (c) => c.send('{"eventType":"dataAlarm","payload":{"sn":')],
      ['schema', (c) => c.send(JSON.stringify({ eventType: 'dataAlarm', payload: { sn: null, alarmVo: [] } }))],
      ['schema', (c) => c.send(JSON.stringify({ eventType: 'dataAlarm' }))],
      ['not-object', (c) => c.send('"just a string"')],
      ['too-large', (c) => c.send('x'.repeat(1024 * 1024))],
      ['too-large', (c) => c.send(JSON.stringify({ eventType: 'dataAlarm', pad: 'y'.repeat(1024 * 1024) }))],
    ];
    server.onConnection = (client) => {
      for (const [, send] of garbage) send(client);
      client.send(JSON.stringify(alarmMessage('860009', 4)));
    };
    const socket = publicSocket(server);
    const invalid: InvalidFrameError[] = [];
    socket.on('invalid', (error) => invalid.push(error));
    const alarm = until<string>((done) => socket.on('alarm', (message) => done(message.payload.sn)));
    socket.connect();
    expect(await alarm).toBe('860009');
    expect(invalid.map((error) => error.reason)).toEqual(garbage.map(([reason]) => reason));
    expect(socket.status).toBe('open');
    await socket.send('still here');
    await until<void>((done) => {
      const check = () => (server.received.includes('still here') ? done() : setTimeout(check, 5));
      check();
    });
  });

  it('parses a 1 MB JSON frame when allowed, and still rejects its wrong shape', async () => {
    const server = await startServer();
    server.onConnection = (client) => {
      // Names no device: the one shape even the tolerant guard refuses.
      client.send(JSON.stringify({ eventType: 'dataAlarm', payload: { sn: null, notes: 'z'.repeat(1024 * 1024) } }));
      client.send(JSON.stringify(alarmMessage('860010', 1)));
    };
    const socket = publicSocket(server, { maxFrameLength: 2 * 1024 * 1024 });
    const invalid: InvalidFrameError[] = [];
    socket.on('invalid', (error) => invalid.push(error));
    const alarm = until<string>((done) => socket.on('alarm', (message) => done(message.payload.sn)));
    socket.connect();
    expect(await alarm).toBe('860010');
    expect(invalid.map((error) => error.reason)).toEqual(['schema']);
    expect(socket.status).toBe('open');
  });
});
