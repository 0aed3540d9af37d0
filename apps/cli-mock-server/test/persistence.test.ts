import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFileError } from '../src/index';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Each test gets its own folder holding `state.json`. */
let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vigil-mock-'));
  file = join(dir, 'state.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('--data persists the state across restarts', () => {
  it('keeps created rows and sessions after a restart, and writes no temp files behind', async () => {
    const first = await startTestServer({ data: file });
    const token = await login(first, 'admin', 'admin123');
    const created = await call(first, 'POST', '/system/notice', { token, json: { noticeTitle: '持久化 Persisted', noticeType: '1', status: '0' } });
    expect(created.body.code).toBe(200);
    await first.close();

    const second = await startTestServer({ data: file });
    try {
      // The token survives too, so a developer's console stays signed in across restarts.
      const list = await call(second, 'POST', '/system/notice/list', { token, body: new URLSearchParams({ noticeTitle: 'Persisted' }) });
      expect(list.body.code).toBe(200);
      expect((list.body.rows as { noticeTitle: string }[]).map((n) => n.noticeTitle)).toEqual(['持久化 Persisted']);
    } finally {
      await second.close();
    }
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('reset goes back to the seed and is persisted', async () => {
    const first = await startTestServer({ data: file });
    const token = await login(first, 'admin', 'admin123');
    await call(first, 'POST', '/system/notice', { token, json: { noticeTitle: 'Gone after reset', noticeType: '1', status: '0' } });
    await call(first, 'POST', '/__mock/reset');
    await first.close();
    const saved = JSON.parse(await readFile(file, 'utf8')) as { collections: { notices: { noticeTitle: string }[] } };
    expect(saved.collections.notices.map((n) => n.noticeTitle)).not.toContain('Gone after reset');
  });

  it.each([
    ['not JSON', '{"format": "vigil-mock-state", '],
    ['JSON of another shape', '{"hello": "world"}'],
  ])('refuses a corrupt file (%s) with a clear error and leaves it untouched', async (_kind, content) => {
    await writeFile(file, content);
    await expect(startTestServer({ data: file })).rejects.toThrow(DataFileError);
    await expect(startTestServer({ data: file })).rejects.toThrow(/refusing to start so it is not overwritten/);
    expect(await readFile(file, 'utf8')).toBe(content);
  });
});

describe('--data is durable: a write answered with code 200 is on disk before the answer', () => {
  const journal = () => `${file}.journal`;
  const notice = (server: Server, token: string, noticeTitle: string) => call(server, 'POST', '/system/notice', { token, json: { noticeTitle, noticeType: '1', status: '0' } });
  const titles = async (server: Server, token: string) => ((await call(server, 'POST', '/system/notice/list', { token, json: {} })).body.rows as { noticeTitle: string }[]).map((n) => n.noticeTitle);

  /** What a kill -9 leaves: the folder as it is while the server runs, copied before it stops. */
  async function crashCopy(): Promise<string> {
    const copy = await mkdtemp(join(tmpdir(), 'vigil-mock-crash-'));
    await cp(dir, copy, { recursive: true });
    return join(copy, 'state.json');
  }

  it('a copy of the folder taken while the server runs (as after kill -9) holds every acknowledged write and session', async () => {
    const running = await startTestServer({ data: file });
    const token = await login(running, 'admin', 'admin123');
    expect((await notice(running, token, 'Acknowledged')).body.code).toBe(200);
    const copy = await crashCopy();
    await running.close();
    const restarted = await startTestServer({ data: copy });
    try {
      expect(await titles(restarted, token)).toContain('Acknowledged');
    } finally {
      await restarted.close();
      await rm(dirname(copy), { recursive: true, force: true });
    }
  });

  it('a member account opened by its first read is on disk before the answer', async () => {
    const running = await startTestServer({ data: file });
    const admin = await login(running, 'admin', 'admin123');
    const created = await call(running, 'POST', '/system/user', { token: admin, json: { userName: 'first.reader', nickName: 'Reader', password: 'reader123', deptId: 103 } });
    expect(created.body.code).toBe(200);
    const opened = await call(running, 'GET', '/aplipay/account/mine', { token: await login(running, 'first.reader', 'reader123') });
    const { id } = opened.body.data as { id: number };
    const copy = await crashCopy();
    await running.close();
    const restarted = await startTestServer({ data: copy });
    try {
      const listed = await call(restarted, 'GET', '/aplipay/account/list?userName=first.reader', { token: admin });
      expect((listed.body.rows as { id: number }[]).map((a) => a.id)).toEqual([id]);
    } finally {
      await restarted.close();
      await rm(dirname(copy), { recursive: true, force: true });
    }
  });

  it('ignores a torn last journal line (a crash while appending) and refuses a corrupt line before it', async () => {
    const running = await startTestServer({ data: file });
    const token = await login(running, 'admin', 'admin123');
    await notice(running, token, 'Before the tear');
    const copy = await crashCopy();
    await running.close();
    const lines = await readFile(`${copy}.journal`, 'utf8');
    expect(lines.endsWith('\n')).toBe(true);
    await writeFile(`${copy}.journal`, `${lines}{"n":99,"collections":{"notices":{"inserted":[[0,{"noticeTi`);
    const restarted = await startTestServer({ data: copy });
    try {
      expect(await titles(restarted, token)).toContain('Before the tear');
    } finally {
      await restarted.close();
    }
    // Restarted and stopped cleanly: the journal is folded in and gone; a journal with a bad line inside is refused.
    await writeFile(`${copy}.journal`, `not json\n${lines}`);
    await expect(startTestServer({ data: copy })).rejects.toThrow(/journal .* line 1 is not a journal entry; refusing to start/);
    await rm(dirname(copy), { recursive: true, force: true });
  });

  it('a call that changes nothing, such as a POST list, writes nothing', async () => {
    const server = await startTestServer({ data: file });
    try {
      const token = await login(server, 'admin', 'admin123');
      const size = (await stat(journal())).size;
      for (let i = 0; i < 5; i += 1) expect((await call(server, 'POST', '/system/notice/list', { token, json: {} })).body.code).toBe(200);
      expect((await stat(journal())).size).toBe(size);
      await notice(server, token, 'One write');
      expect((await stat(journal())).size).toBeGreaterThan(size);
    } finally {
      await server.close();
    }
  });

  it('start and a clean stop fold the journal into the data file; a stop leaves no journal behind', async () => {
    const first = await startTestServer({ data: file });
    expect((await stat(journal())).size).toBe(0);
    const token = await login(first, 'admin', 'admin123');
    await notice(first, token, 'Folded');
    expect((await stat(journal())).size).toBeGreaterThan(0);
    await first.close();
    expect(await readdir(dir)).toEqual(['state.json']);
    expect(await readFile(file, 'utf8')).toContain('Folded');
  });

  it('creates the data and journal files with mode 0600, and tightens an older, wider data file', async () => {
    const first = await startTestServer({ data: file });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(journal())).mode & 0o777).toBe(0o600);
    await first.close();
    await chmod(file, 0o644);
    const second = await startTestServer({ data: file });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await second.close();
  });

  it('refuses at start a --data path whose folder does not exist', async () => {
    await expect(startTestServer({ data: join(dir, 'missing', 'state.json') })).rejects.toThrow(DataFileError);
    await expect(startTestServer({ data: join(dir, 'missing', 'state.json') })).rejects.toThrow(/folder of data file .* does not exist/);
  });

  it('refuses at start, at once and naming it, a --data path that is a FIFO or a folder (issue 27: a FIFO hung start-up)', async () => {
    const fifo = join(dir, 'state.fifo');
    execFileSync('mkfifo', [fifo]);
    await expect(startTestServer({ data: fifo })).rejects.toThrow(/is not a regular file/);
    const folder = join(dir, 'state.folder');
    await mkdir(folder);
    await expect(startTestServer({ data: folder })).rejects.toThrow(DataFileError);
  });

  it('answers an error, not 200, when a write cannot reach the disk (sign-in still works, read-only), and saves again once it can', async () => {
    const server = await startTestServer({ data: file });
    try {
      // A folder where the data file was: the next whole write (a reset, or any write after a failure) cannot rename over it.
      await rm(file);
      await mkdir(file);
      const reset = await call(server, 'POST', '/__mock/reset');
      expect(reset.body).toMatchObject({ code: 500, msg: expect.stringMatching(/^The change could not be written to disk/) });
      // Signing in still works while the disk refuses writes; reads work, writes answer the error.
      const reader = await login(server, 'admin', 'admin123');
      expect((await call(server, 'GET', '/getInfo', { token: reader })).body.code).toBe(200);
      expect((await notice(server, reader, 'Not saved')).body).toMatchObject({ code: 500, msg: expect.stringMatching(/could not be written to disk/) });
      expect(server.logs.some((line) => line.includes('could not write'))).toBe(true);
      await rm(file, { recursive: true });
      const next = await login(server, 'admin', 'admin123');
      expect((await notice(server, next, 'Saved again')).body.code).toBe(200);
      expect(await readFile(file, 'utf8')).toContain(next);
    } finally {
      await server.close();
    }
  });

  it('a write answered "could not be written" is not kept in memory, nor saved by the next write (issue 27)', async () => {
    const server = await startTestServer({ data: file });
    try {
      const token = await login(server, 'admin', 'admin123');
      expect((await notice(server, token, 'Saved before')).body.code).toBe(200);
      // The disk refuses: a folder where the data file was, so no whole write can rename over it.
      await rm(file);
      await mkdir(file);
      const reset = await call(server, 'POST', '/__mock/reset');
      expect(reset.body.code).toBe(500);
      // The refused reset is undone: the notice written before it is still there.
      expect(await titles(server, token)).toContain('Saved before');
      expect((await notice(server, token, 'Refused')).body).toMatchObject({ code: 500, msg: expect.stringMatching(/could not be written to disk/) });
      expect(await titles(server, token)).not.toContain('Refused');
      // The disk is back: the next write is saved, the refused one is not.
      await rm(file, { recursive: true });
      expect((await notice(server, token, 'Saved after')).body.code).toBe(200);
      const copy = await crashCopy();
      const restarted = await startTestServer({ data: copy });
      try {
        const after = await titles(restarted, token);
        expect(after).toEqual(expect.arrayContaining(['Saved before', 'Saved after']));
        expect(after).not.toContain('Refused');
      } finally {
        await restarted.close();
        await rm(dirname(copy), { recursive: true, force: true });
      }
    } finally {
      await server.close();
    }
  });

  it('stores passwords hashed, and hashes the plain passwords of a file written by an older version', async () => {
    const first = await startTestServer({ data: file });
    const token = await login(first, 'admin', 'admin123');
    const created = await call(first, 'POST', '/system/user', { token, json: { userName: 'hashed.user', nickName: 'Hashed', password: 'secret99', deptId: 103 } });
    expect(created.body.code).toBe(200);
    await first.close();
    const text = await readFile(file, 'utf8');
    for (const plain of ['admin123', 'operator123', 'vigil123', 'secret99']) expect(text).not.toContain(plain);
    const saved = JSON.parse(text) as { collections: { users: { userName: string; password: string }[] } };
    expect(saved.collections.users.every((user) => /^scrypt\$\d+\$\d+\$\d+\$[^$]+\$[^$]+$/.test(user.password))).toBe(true);

    // The same file as an older version wrote it: plain passwords.
    for (const user of saved.collections.users) if (user.userName === 'hashed.user') user.password = 'secret99';
    await writeFile(file, JSON.stringify(saved));
    const second = await startTestServer({ data: file });
    try {
      expect(typeof (await login(second, 'hashed.user', 'secret99'))).toBe('string');
      expect(await readFile(file, 'utf8')).not.toContain('secret99');
    } finally {
      await second.close();
    }
  });
});
