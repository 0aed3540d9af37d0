import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, login, startTestServer, waitFor } from './support';
import { threadCpuMs } from './thread-cpu';
import { type Frame, FrameReader, upgradeRequest } from './ws-frame-reader';

const CLIENTS = fileURLToPath(new URL('./alarm-flood-clients.ts', import.meta.url));

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('malformed percent-encoding in a path', () => {
  let dir: string;
  let server: Server;
  let token: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vigil-static-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Vigil</title>');
    server = await startTestServer({ static: dir });
    token = await login(server, 'admin', 'admin123');
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const BAD = ['/api/system/user/%E0%A4%A', '/api/system/role/%ZZ', '/api/sensor/userConfig/del/%E0%A4%A/1', '/api/%C3%28', '/__mock/captcha/%E0%A4%A', '/%E0%A4%A', '/assets/%FF.js'];

  it('answers HTTP 400 with a localized message (API, control API, static files), never a 500', async () => {
    for (const path of BAD) {
      for (const method of ['GET', 'DELETE']) {
        const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(await response.json()).toEqual({ code: 400, msg: `Malformed percent-encoding in the path: ${path}` });
      }
    }
    const zh = await fetch(`${server.url}${BAD[0]}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await zh.json()) as { msg: string }).msg).toBe(`路径中的百分号编码无效：${BAD[0]}`);
    expect(server.logs.filter((line) => /URIError|failed/.test(line))).toEqual([]);
  });

  it('keeps serving afterwards, and well-formed encodings still decode', async () => {
    expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
    const user = await call(server, 'GET', `/system/user/${encodeURIComponent('不存在')}`, { token });
    expect(user.status).toBe(200);
    expect(user.body.msg).toContain('不存在');
    expect((await fetch(`${server.url}/house-device/device`)).status).toBe(200);
  });

  it('refuses a socket upgrade on a malformed path with 400', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws/alarm%E0%A4%A`);
    const error = await new Promise<Error>((resolve) => ws.on('error', resolve));
    expect(error.message).toMatch(/Unexpected server response: 400/);
  });
});

/**
 * The longest the event loop of this process (the server's: it runs in-process) went without a turn, judged two
 * ways: wall time between two turns of a 2 ms timer, and the least of that and the CPU time this thread used
 * meanwhile (thread-cpu.ts). On a shared machine the scheduler alone can hold a process back for seconds (wall time
 * counts it, this thread's CPU time does not), and GC threads work beside the loop (process CPU time counts them,
 * this thread's does not): the loop was busy for at most the lesser of the two.
 */
function stallProbe(): { stop(): { wallMs: number; busyMs: number } } {
  let wallMs = 0;
  let busyMs = 0;
  let lastWall = performance.now();
  let lastCpu = threadCpuMs();
  const timer = setInterval(() => {
    const wall = performance.now() - lastWall;
    const cpu = threadCpuMs();
    wallMs = Math.max(wallMs, wall);
    busyMs = Math.max(busyMs, Math.min(wall, cpu === undefined || lastCpu === undefined ? wall : cpu - lastCpu));
    lastWall = performance.now();
    lastCpu = threadCpuMs();
  }, 2);
  return {
    stop: () => {
      clearInterval(timer);
      return { wallMs, busyMs };
    },
  };
}

describe('alarm floods', () => {
  let server: Server;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(() => server.close());

  const health = async () => Number((await call(server, 'GET', '/__mock/health')).body.alarmSockets);

  it('a { count: 1000 } push to 1,000 sockets never holds the event loop for 100 ms, and every socket gets every alarm', async () => {
    const clients = spawn(process.execPath, ['--import', 'tsx', CLIENTS, String(server.port), '1000', '1000'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let said = '';
    clients.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
    });
    try {
      await waitFor(() => said.includes('ready'), '1,000 sockets', 75_000);
      expect(await health()).toBe(1000);
      const probe = stallProbe();
      const started = performance.now();
      const pushed = await call(server, 'POST', '/__mock/alarms', { json: { count: 1000 } });
      const answeredMs = performance.now() - started;
      await waitFor(() => said.includes('received'), 'every alarm on every socket', 75_000);
      const { wallMs, busyMs } = probe.stop();
      expect(pushed.body).toMatchObject({ code: 200, sockets: 1000 });
      // This thread's time, not wall time: the push that once held the loop for 12.8 s held it with this thread's
      // work, which shows here however busy the machine is; wall time also counts other processes' turns.
      expect(busyMs, `longest stall ${wallMs.toFixed(0)} ms wall, ${busyMs.toFixed(0)} ms busy; answered after ${answeredMs.toFixed(0)} ms`).toBeLessThan(100);
      expect(await health()).toBe(1000);
    } finally {
      clients.kill();
    }
  }, 90_000);

  it('closes a socket that does not read with 1013 once more than 1 MiB waits for it; the others carry on', async () => {
    const reader = new FrameReader();
    const frames: Frame[] = [];
    const stalled = connect(server.port, '127.0.0.1', () => stalled.write(upgradeRequest('/ws/alarm?uuid=stalled&p=-1&local=en')));
    stalled.once('data', (chunk: Buffer) => {
      frames.push(...reader.push(chunk));
      // Once upgraded, it stops reading: what the server sends piles up in the kernel, then in the server.
      stalled.pause();
      stalled.on('data', (more: Buffer) => frames.push(...reader.push(more)));
    });
    const reading = new WebSocket(`${server.alarmSocketUrl}?uuid=reading&p=-1&local=en`);
    let received = 0;
    reading.on('message', () => {
      received += 1;
    });
    await new Promise((resolve) => reading.once('open', resolve));
    await waitFor(() => reader.status !== '', 'the stalled socket to upgrade', 5_000);
    expect(reader.status).toContain('101');

    let pushes = 0;
    while ((await health()) === 2) {
      await call(server, 'POST', '/__mock/alarms', { json: { count: 1000 } });
      pushes += 1;
      if (pushes > 200) throw new Error('the stalled socket was never closed');
    }
    expect(await health()).toBe(1);
    await waitFor(() => received === pushes * 1000, 'the reading socket to have every alarm', 20_000);

    // Reading again, the stalled client finds what was queued, then the close frame: 1013, try again later.
    stalled.resume();
    await waitFor(() => frames.some((frame) => frame.opcode === 8), 'the close frame', 20_000);
    const close = frames.find((frame) => frame.opcode === 8);
    expect(close?.payload.readUInt16BE(0)).toBe(1013);
    expect(frames.filter((frame) => frame.opcode === 1).length).toBeLessThan(pushes * 1000);
    stalled.destroy();
    reading.terminate();
  }, 90_000);
});
