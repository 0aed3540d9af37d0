import { describe, expect, it } from 'vitest';
import { parseResyncMark, RELOAD_RESYNC_WINDOW_MS, reloadResyncFrom } from './resync-mark';

const zone = 'Asia/Shanghai';
// 2026-11-24 10:00:00 in Shanghai.
const opened = Date.UTC(2026, 10, 24, 2, 0, 0);

describe('reloadResyncFrom', () => {
  it('a page reloaded moments later resyncs from the moment the last page’s socket opened, when it held no newer alarm', () => {
    expect(reloadResyncFrom({ at: opened + 60_000, liveSince: opened, dismissed: [] }, opened + 61_000, zone)).toBe('2026-11-24 10:00:00');
  });

  it('from the newest alarm the last page held, when that is later than its socket’s opening', () => {
    const mark = { at: opened + 60_000, liveSince: opened, newest: '2026-11-24 10:00:42', dismissed: [] };
    expect(reloadResyncFrom(mark, opened + 61_000, zone)).toBe('2026-11-24 10:00:42');
  });

  it('not from an older held alarm: what came before the socket opened was not that page’s to show', () => {
    const mark = { at: opened + 60_000, liveSince: opened, newest: '2026-11-23 08:00:00', dismissed: [] };
    expect(reloadResyncFrom(mark, opened + 61_000, zone)).toBe('2026-11-24 10:00:00');
  });

  it('a later visit (past the window) or a mark from the future resyncs nothing', () => {
    const mark = { at: opened, liveSince: opened, dismissed: [] };
    expect(reloadResyncFrom(mark, opened + RELOAD_RESYNC_WINDOW_MS + 1, zone)).toBeUndefined();
    expect(reloadResyncFrom(mark, opened - 1, zone)).toBeUndefined();
  });
});

describe('parseResyncMark', () => {
  it('reads back what was stored and refuses anything else', () => {
    const mark = { at: 2, liveSince: 1, newest: '2026-11-24 10:00:42', dismissed: ['a'] };
    expect(parseResyncMark(JSON.parse(JSON.stringify(mark)))).toEqual(mark);
    expect(parseResyncMark({ at: 2, liveSince: 1, dismissed: [] })).toEqual({ at: 2, liveSince: 1, dismissed: [] });
    expect(parseResyncMark({ at: '2', liveSince: 1, dismissed: [] })).toBeNull();
    expect(parseResyncMark({ at: 2, liveSince: 1, dismissed: [3] })).toBeNull();
    expect(parseResyncMark(null)).toBeNull();
  });
});
