import { describe, expect, it } from 'vitest';
import { createSeedState } from './seed';
import { openSession, sessionOf } from './session';
import { StateStore } from './state';

describe('sessions', () => {
  const store = () => new StateStore(createSeedState(1, 0), () => createSeedState(1, 0));

  it('a bearer token of an open session identifies its user', () => {
    const s = store();
    const token = openSession(s, 'operator');
    expect(sessionOf(s, `Bearer ${token}`)?.user.userName).toBe('operator');
    expect(sessionOf(s, token)).toBeUndefined();
    expect(sessionOf(s, 'Bearer unknown')).toBeUndefined();
  });

  it('keeps the newest 1,000 sessions and drops the oldest', () => {
    const s = store();
    const first = openSession(s, 'admin');
    for (let i = 0; i < 1000; i++) openSession(s, 'admin');
    expect(Object.keys(s.state.sessions)).toHaveLength(1000);
    expect(sessionOf(s, `Bearer ${first}`)).toBeUndefined();
  });
});
