import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { generateAlarms, pushAlarms, REFRESH_TIP } from './alarm-feed';
import { createApp } from './app';
import { dialectNamed } from './dialect';
import type { MockContext } from './context';
import { admitAlarmSocket } from './alarm-socket-access';
import { admitDeviceSocket } from './device-socket-access';
import { deviceFrame } from './handlers/devices';
import { isLiveSocket, LiveStreams } from './live-streams';
import { LoginLockout } from './lockout';
import { MockClock } from './mock-clock';
import { type MockServerOptions, resolveOptions } from './options';
import { Journal, loadDurableState } from './journal';
import { hashPlainPasswords } from './passwords';
import { createRandom } from './random';
import { createSeedState, enableProducts } from './seed';
import { ReadCache } from './read-cache';
import { SessionActivity } from './session-activity';
import { endIdleSessions } from './session';
import { SocketHub } from './sockets';
import { type MockState, StateStore } from './state';

const REFRESH_TIP_EVERY = 5;

export interface RunningMockServer {
  /** Origin, e.g. `http://127.0.0.1:4010`. */
  url: string;
  /** API base, e.g. `http://127.0.0.1:4010/api`. */
  baseUrl: string;
  /** Public alarm socket, e.g. `ws://127.0.0.1:4010/ws/alarm`. */
  alarmSocketUrl: string;
  /** Device socket base (add `?imei=…&token=…`, the session token). */
  deviceSocketUrl: string;
  port: number;
  /** A deep copy of the current state (tests: e.g. that a refused call changed nothing). */
  snapshot(): MockState;
  /** Stops timers and sockets, flushes `--data`, closes the port. */
  close(): Promise<void>;
}

/** Starts vigil-mock in this process. Rejects (with DataFileError, OptionError…) before listening when it cannot start. */
export async function startMockServer(input: MockServerOptions = {}): Promise<RunningMockServer> {
  const options = resolveOptions(input);
  const dialect = dialectNamed(options.dialect);
  const seedState = () => dialect.seed(enableProducts(createSeedState(options.seed, options.now(), options.locale), options.products), options.locale);
  const saved = options.data ? await loadDurableState(options.data) : undefined;
  if (saved) await hashPlainPasswords(saved.state);
  const store = new StateStore(saved?.state ?? seedState(), seedState);
  const clock = new MockClock(options.now);

  const context: MockContext = {
    options,
    store,
    random: createRandom(options.seed ^ 0x5eed),
    captchas: new Map(),
    reads: new ReadCache(store),
    sessions: new SessionActivity(options.sessionIdleMinutes * 60_000, options.now),
    logins: new LoginLockout(),
    sockets: new SocketHub(
      (imei) => deviceFrame(context, imei),
      options.deviceInterval,
      (request, url) => admitDeviceSocket(context, request, url),
      (request, url) => admitAlarmSocket(context, request, url),
    ),
    live: new LiveStreams(),
    faults: { failNext: 0, code: 500, path: '', latencyMs: 0 },
    dialect,
    clock,
    now: () => clock.now(),
  };

  // Opening the journal writes the starting state (seed, replayed journal, hashed passwords) to the data file.
  // With --data every change is recorded where it is made, so a write appends what it changed (and is undone if it cannot).
  const journal = options.data ? await Journal.open(options.data, () => store.raw, store.track(), saved?.commit ?? 0, { log: options.log }) : undefined;
  if (journal) store.onChange(() => journal.commit());

  const app = createApp(context);
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () => resolve(created as Server));
    created.once('error', reject);
  }).catch(async (error: unknown) => {
    await journal?.close();
    throw error;
  });
  // Node closes a kept-alive connection after 5 s idle; a client reusing it just then reads ECONNRESET (seen by the
  // e2e's API calls on a busy machine, where gaps between calls stretch). Idle connections stay open longer instead;
  // close() ends them all at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (request, socket, head) => (isLiveSocket(request) ? context.live : context.sockets).handleUpgrade(request, socket, head));

  let ticks = 0;
  let feeding = false;
  const feed =
    options.alarmInterval > 0
      ? setInterval(() => {
          // Fed through the same sliced broadcast as a control-API push; a tick while one is still going is skipped.
          if (feeding) return;
          feeding = true;
          const tip = ++ticks % REFRESH_TIP_EVERY === 0;
          pushAlarms(context, generateAlarms(context, 1))
            // Now and then the helmet pages' refresh tip too, as the real channel does.
            .then(() => (tip ? context.sockets.broadcastAlarm(REFRESH_TIP) : 0))
            .catch((error: unknown) => options.log(`vigil-mock: alarm feed failed: ${String(error)}`))
            .finally(() => {
              feeding = false;
            });
        }, options.alarmInterval)
      : undefined;
  // Expired captchas and idle sessions would otherwise pile up in a long-running process.
  const sweep = setInterval(() => {
    for (const [uuid, captcha] of context.captchas) if (captcha.expires < context.now()) context.captchas.delete(uuid);
    endIdleSessions(store, context.sessions).catch((error: unknown) => options.log(`vigil-mock: ending idle sessions was not saved: ${String(error)}`));
  }, 60_000);
  sweep.unref();

  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    baseUrl: `${url}${options.base}`,
    alarmSocketUrl: `ws://${host}:${port}/ws/alarm`,
    deviceSocketUrl: `ws://${host}:${port}/ws/device`,
    port,
    snapshot: () => structuredClone(store.raw),
    close: () => {
      closing ??= (async () => {
        if (feed) clearInterval(feed);
        clearInterval(sweep);
        context.live.close();
        await context.sockets.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await journal?.close();
      })();
      return closing;
    },
  };
}
