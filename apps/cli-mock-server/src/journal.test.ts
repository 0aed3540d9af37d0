import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal, journalFileOf, loadDurableState } from './journal';
import { createSeedState } from './seed';
import { ChangeTracker } from './change-tracker';
import type { MockState } from './state';

const entries = async (file: string) => (await readFile(journalFileOf(file), 'utf8')).split('\n').filter(Boolean);

describe('Journal', () => {
  let dir: string;
  let file: string;
  let state: MockState;
  let tracker: ChangeTracker;
  /** The state as handlers change it: through the tracker's view. */
  let view: MockState;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vigil-journal-'));
    file = join(dir, 'state.json');
    state = createSeedState(1, Date.parse('2026-11-23T10:00:00Z'));
    tracker = new ChangeTracker(() => state);
    view = tracker.view(state);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const addNotice = (title: string) => view.collections.notices?.push({ noticeId: ++view.sequence, noticeTitle: title });

  it('lets concurrent commits share one flush, and writes nothing when nothing changed', async () => {
    const journal = await Journal.open(file, () => state, tracker, 0, { log: () => {} });
    const commits = Array.from({ length: 10 }, (_, i) => {
      addNotice(`concurrent ${i}`);
      return journal.commit();
    });
    await Promise.all(commits);
    expect(await entries(file)).toHaveLength(1);
    await journal.commit();
    expect(await entries(file)).toHaveLength(1);
    await journal.close();
  });

  it('folds a journal grown past its limit into the data file, which then names the last entry it holds', async () => {
    const journal = await Journal.open(file, () => state, tracker, 0, { log: () => {}, compactBytes: 50 });
    addNotice('first');
    await journal.commit();
    expect((await stat(journalFileOf(file))).size).toBeGreaterThan(50);
    addNotice('second');
    await journal.commit();
    // The second commit wrote the whole state instead of a line.
    expect((await stat(journalFileOf(file))).size).toBe(0);
    const saved = JSON.parse(await readFile(file, 'utf8')) as { commit: number; collections: { notices: { noticeTitle: string }[] } };
    expect(saved.commit).toBe(1);
    expect(saved.collections.notices.map((n) => n.noticeTitle)).toEqual(expect.arrayContaining(['first', 'second']));
    addNotice('third');
    await journal.commit();
    expect((JSON.parse((await entries(file))[0] ?? '{}') as { n: number }).n).toBe(2);
    const loaded = await loadDurableState(file);
    expect(loaded?.commit).toBe(2);
    expect(JSON.stringify(loaded?.state)).toBe(JSON.stringify(state));
    await journal.close();
  });

  it('a commit that cannot be written rejects with a "not saved" error and is undone in memory; the next one writes the whole state', async () => {
    const logs: string[] = [];
    const journal = await Journal.open(file, () => state, tracker, 0, { log: (line) => logs.push(line) });
    // Issue 27: a write answered "could not be written to disk" stayed live and was saved by the next write.
    addNotice('answered not saved');
    view.settings.broken = { big: 1n };
    await expect(journal.commit()).rejects.toMatchObject({ code: 500, key: 'mock.notSaved' });
    expect(logs[0]).toMatch(/could not write .*state\.json/);
    expect(state.settings.broken).toBeUndefined();
    expect(state.collections.notices?.map((n) => n.noticeTitle)).not.toContain('answered not saved');
    addNotice('after the failure');
    await journal.commit();
    const text = await readFile(file, 'utf8');
    expect(text).toContain('after the failure');
    expect(text).not.toContain('answered not saved');
    expect((await stat(journalFileOf(file))).size).toBe(0);
    await journal.close();
  });
});
