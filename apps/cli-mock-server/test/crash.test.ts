import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../src/random';
import { type CliRun, readyLine, runCli } from './cli-process';

/**
 * kill -9 at a random point while writes are in flight: after a restart on the same --data, every write that was
 * answered with code 200 is there (and a write in flight is either wholly there or not at all).
 * Runs the built server (dist/cli.js), as a user does; turbo builds it before `test`.
 */
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const WRITES = 200;
const IN_FLIGHT = 8;
const KILL_POINTS = [1, 2, 3, 4];

interface Envelope {
  code: number;
  [key: string]: unknown;
}

/** A record's writes, made one after another; each step names the state it leaves the record in. */
interface Chain {
  name: string;
  steps: { run: () => Promise<Envelope>; leaves: string }[];
  /** The record's state as the server shows it after the restart. */
  observe: (server: Observed) => string;
  /** Steps answered with code 200, and the one in flight at the kill. */
  acknowledged: number;
  inFlight: number | undefined;
}

interface Observed {
  notices: Map<string, string>;
  users: Map<string, string>;
  workOrders: Set<string>;
  sessions: Map<string, number>;
}

class Api {
  constructor(
    readonly base: string,
    private readonly token = '',
  ) {}

  async send(method: string, path: string, json?: unknown): Promise<Envelope> {
    const headers: Record<string, string> = { 'accept-language': 'en', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    return (await response.json()) as Envelope;
  }

  form(path: string, fields: Record<string, string>): Promise<Envelope> {
    return fetch(`${this.base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${this.token}` }, body: new URLSearchParams(fields) }).then((r) => r.json() as Promise<Envelope>);
  }

  as(token: string): Api {
    return new Api(this.base, token);
  }
}

const rowsOf = (body: Envelope) => (body.rows ?? []) as Record<string, unknown>[];

/** Create, edit and delete of one record through a standard collection endpoint (POST and PUT path, DELETE path/:id). */
function recordSteps(api: Api, path: string, idField: string, created: Record<string, unknown>, edited: Record<string, unknown>, leaves: [string, string]): Chain['steps'] {
  let id = 0;
  const create = async () => {
    const body = await api.send('POST', path, created);
    id = Number((body.data as Record<string, unknown> | undefined)?.[idField]);
    return body;
  };
  return [
    { run: create, leaves: leaves[0] },
    { run: () => api.send('PUT', path, { ...edited, [idField]: id }), leaves: leaves[1] },
    { run: () => api.send('DELETE', `${path}/${id}`), leaves: 'absent' },
  ];
}

/** Notices, users, work orders (created, edited, some deleted) and sign-ins, mixed at random. */
function chains(api: Api, random: Random, tag: string): Chain[] {
  const made: Chain[] = [];
  // Alarms a chain has taken to dispatch: writes run side by side, and an alarm takes one work order only.
  const claimed = new Set<unknown>();
  let writes = 0;
  for (let n = 0; writes < WRITES; n += 1) {
    const name = `${tag}n${n}`;
    let steps: Chain['steps'];
    let observe: Chain['observe'];
    switch (random.int(0, 3)) {
      case 0:
        steps = recordSteps(api, '/system/notice', 'noticeId', { noticeTitle: name, noticeType: '1', status: '0', noticeContent: 'crash test' }, { noticeTitle: `${name}-edited`, noticeType: '1', status: '0' }, ['created', 'edited']);
        observe = (server) => server.notices.get(name) ?? 'absent';
        break;
      case 1:
        steps = recordSteps(api, '/system/user', 'userId', { userName: name, nickName: 'Crash', password: 'secret99', deptId: 103 }, { userName: name, nickName: 'Edited', deptId: 103 }, ['Crash', 'Edited']);
        observe = (server) => server.users.get(name) ?? 'absent';
        break;
      case 2:
        // A dispatch names an alarm that has no work order yet (once per alarm), and no other chain's.
        steps = [
          {
            run: async () => {
              const alarm = rowsOf(await api.send('POST', '/sensor/alarm/list', { dispatched: 'false', pageNum: 1, pageSize: 100 })).find((a) => !claimed.has(a.id));
              claimed.add(alarm?.id);
              return api.send('POST', '/sensor/alarm/addGd', { alarmId: alarm?.id, info: name, level: 'ordinary', handler: 'Crash', handlerPhone: '13800000000' });
            },
            leaves: 'present',
          },
        ];
        observe = (server) => (server.workOrders.has(name) ? 'present' : 'absent');
        break;
      default:
        steps = [
          {
            run: () => new Api(api.base).send('POST', '/login', { username: 'operator', password: 'operator123' }).then((b) => {
              if (b.code === 200) sessions.set(name, String(b.token));
              return b;
            }),
            leaves: 'signed in',
          },
        ];
        observe = (server) => (server.sessions.get(name) === 200 ? 'signed in' : 'absent');
    }
    steps = steps.slice(0, random.int(1, steps.length));
    writes += steps.length;
    made.push({ name, steps, observe, acknowledged: -1, inFlight: undefined });
  }
  return made;
}

const sessions = new Map<string, string>();

async function observe(api: Api): Promise<Observed> {
  const notices = rowsOf(await api.form('/system/notice/list', { pageSize: '100000' }));
  const users = rowsOf(await api.form('/system/user/list', { pageSize: '100000' }));
  const orders = rowsOf(await api.send('GET', '/senstor/alarm/gdList?pageSize=100000'));
  const checked = new Map<string, number>();
  for (const [name, token] of sessions) checked.set(name, (await api.as(token).send('GET', '/getInfo')).code);
  return {
    notices: new Map(notices.map((n) => [String(n.noticeTitle).replace(/-edited$/, ''), String(n.noticeTitle).endsWith('-edited') ? 'edited' : 'created'])),
    users: new Map(users.map((u) => [String(u.userName), String(u.nickName)])),
    workOrders: new Set(orders.map((o) => String(o.info))),
    sessions: checked,
  };
}

async function start(data: string): Promise<{ cli: CliRun; api: Api }> {
  const cli = runCli(CLI, ['--port', '0', '--captcha', 'off', '--data', data]);
  const [, , , base] = await readyLine(cli);
  return { cli, api: new Api(String(base)) };
}

describe('kill -9 while writes are in flight', () => {
  let dir: string;
  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build the mock first (pnpm --filter @vigil/mock-server build; turbo runs it before test)`);
    dir = await mkdtemp(join(tmpdir(), 'vigil-mock-crash-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it.each(KILL_POINTS)('kill point %i: every write answered with code 200 survives a restart', async (seed) => {
    const random = createRandom(seed);
    const data = join(dir, `state-${seed}.json`);
    sessions.clear();
    const first = await start(data);
    const admin = first.api.as(String((await first.api.send('POST', '/login', { username: 'admin', password: 'admin123' })).token));
    const all = chains(admin, random, `c${seed}`);
    const killAfter = random.int(WRITES * 0.15, WRITES * 0.85);
    let acknowledged = 0;
    let killed = false;
    const refused: string[] = [];
    const killedAt = new Promise<void>((resolve) => {
      const worker = async (queue: Chain[]) => {
        for (let chain = queue.shift(); chain && !killed; chain = queue.shift()) {
          for (const [index, step] of chain.steps.entries()) {
            chain.inFlight = index;
            const body = await step.run().catch(() => undefined);
            if (body?.code !== 200) {
              // Only the kill may stop a write.
              if (!killed) refused.push(JSON.stringify(body));
              return;
            }
            chain.acknowledged = index;
            chain.inFlight = undefined;
            if (++acknowledged >= killAfter && !killed) {
              killed = true;
              first.cli.child.kill('SIGKILL');
              resolve();
            }
            if (killed) return;
          }
        }
      };
      const queue = [...all];
      void Promise.all(Array.from({ length: IN_FLIGHT }, () => worker(queue))).then(() => resolve());
    });
    await killedAt;
    expect(refused).toEqual([]);
    expect(killed, 'the kill came before all writes were done').toBe(true);
    expect(await first.cli.exit).toBeNull();

    const second = await start(data);
    try {
      const relogged = second.api.as(String((await second.api.send('POST', '/login', { username: 'admin', password: 'admin123' })).token));
      const seen = await observe(relogged);
      let checked = 0;
      for (const chain of all) {
        if (chain.acknowledged < 0 && chain.inFlight === undefined) continue;
        const acknowledgedState = chain.acknowledged >= 0 ? (chain.steps[chain.acknowledged]?.leaves ?? '') : 'absent';
        const allowed = [acknowledgedState, ...(chain.inFlight === undefined ? [] : [chain.steps[chain.inFlight]?.leaves ?? ''])];
        expect(allowed, `${chain.name}: ${chain.steps.length} steps, acknowledged up to step ${chain.acknowledged}`).toContain(chain.observe(seen));
        checked += 1;
      }
      expect(checked).toBeGreaterThan(0);
    } finally {
      second.cli.child.kill('SIGTERM');
      expect(await second.cli.exit, second.cli.stderr()).toBe(0);
    }
    // A hang detector only (nothing here is timed): two server starts and 200 writes that each reach the disk, which
    // a busy machine stretches well past an idle one's 5 s.
  }, 120_000);
});
