import { describe, expect, it } from 'vitest';
import { ChangeTracker } from './change-tracker';
import { JournalCheck } from './journal-check';
import { createSeedState } from './seed';

describe('JournalCheck (VIGIL_MOCK_CHECK_JOURNAL=1)', () => {
  it('passes recorded changes and names a change made around the recording view', () => {
    const state = createSeedState(1, Date.parse('2026-11-23T10:00:00Z'));
    const tracker = new ChangeTracker(() => state);
    const view = tracker.view(state);
    const check = new JournalCheck();
    check.wrote(state);
    const user = view.collections.users?.[0];
    if (!user) throw new Error('seed has users');
    user.nickName = 'Recorded';
    const recorded = tracker.take().taken.change;
    if (!recorded) throw new Error('a change was recorded');
    expect(() => check.appended(recorded, state)).not.toThrow();
    // Around the view: the raw row itself.
    const raw = state.collections.users?.[1];
    if (raw) raw.nickName = 'Not recorded';
    view.settings.siteConfig = { id: 1 };
    const partial = tracker.take().taken.change;
    if (!partial) throw new Error('the setting was recorded');
    const stderr = process.stderr.write;
    process.stderr.write = () => true;
    try {
      expect(() => check.appended(partial, state)).toThrow(/journal check: .*users.*a change was not recorded/);
    } finally {
      process.stderr.write = stderr;
    }
  });
});
