import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFileError } from '../src/index';
import { call, login, startTestServer } from './support';

describe('--data persists the state across restarts', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vigil-mock-'));
    file = join(dir, 'state.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

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
