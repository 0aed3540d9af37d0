import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vigil-mock-full-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/**
 * A full disk, as the kernel reports it: every write through a file handle (the journal's append, the data file's
 * rewrite) fails with ENOSPC. Patched on the FileHandle prototype, which node:fs/promises does not export.
 */
async function fillTheDisk(): Promise<void> {
  const probe = await open(join(dir, 'probe'), 'w');
  const prototype = Object.getPrototypeOf(probe) as Record<'write' | 'writeFile' | 'appendFile', (...args: unknown[]) => Promise<unknown>>;
  await probe.close();
  const full = () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' }));
  for (const method of ['write', 'writeFile', 'appendFile'] as const) vi.spyOn(prototype, method).mockImplementation(full);
}

/** Issue 27: nobody could sign in while the disk was full. */
describe('while the disk is full (ENOSPC on the journal)', () => {
  const notice = (server: Server, token: string, noticeTitle: string) => call(server, 'POST', '/system/notice', { token, json: { noticeTitle, noticeType: '1', status: '0' } });

  it('sign-in and reads still work; a write answers that it could not be saved; once there is room, writes are saved again', async () => {
    const server = await startTestServer({ data: join(dir, 'state.json') });
    try {
      await fillTheDisk();
      const token = await login(server, 'operator', 'operator123');
      expect((await call(server, 'GET', '/getInfo', { token })).body).toMatchObject({ code: 200, user: { userName: 'operator' } });
      expect((await call(server, 'POST', '/senstor/info/list', { token, json: {} })).body).toMatchObject({ code: 200, rows: expect.any(Array) });

      const admin = await login(server, 'admin', 'admin123');
      const refused = await notice(server, admin, 'Not saved');
      expect(refused.body).toEqual({ code: 500, msg: expect.stringMatching(/^The change could not be written to disk: ENOSPC/) });
      const zh = await call(server, 'POST', '/system/notice', { token: admin, json: { noticeTitle: 'Not saved either', noticeType: '1', status: '0' }, headers: { 'accept-language': 'zh-CN' } });
      expect(zh.body.msg).toMatch(/^数据未能写入磁盘：ENOSPC/);
      expect(server.logs.some((line) => line.includes('ENOSPC'))).toBe(true);

      vi.restoreAllMocks();
      expect((await notice(server, admin, 'Saved again')).body.code).toBe(200);
    } finally {
      vi.restoreAllMocks();
      await server.close();
    }
  });

  it('a write refused by the full disk is not kept in memory, nor saved by the next write (issue 27)', async () => {
    const file = join(dir, 'state.json');
    const server = await startTestServer({ data: file });
    const titles = async (token: string) => ((await call(server, 'POST', '/system/notice/list', { token, json: {} })).body.rows as { noticeTitle: string }[]).map((n) => n.noticeTitle);
    try {
      const admin = await login(server, 'admin', 'admin123');
      await fillTheDisk();
      expect((await notice(server, admin, 'Refused by the full disk')).body.code).toBe(500);
      // A read shows the state as it was: the refused notice is not there.
      expect(await titles(admin)).not.toContain('Refused by the full disk');
      vi.restoreAllMocks();
      expect((await notice(server, admin, 'Saved once there is room')).body.code).toBe(200);
      const saved = await readFile(file, 'utf8');
      expect(saved).toContain('Saved once there is room');
      expect(saved).not.toContain('Refused by the full disk');
    } finally {
      vi.restoreAllMocks();
      await server.close();
    }
  });
});
