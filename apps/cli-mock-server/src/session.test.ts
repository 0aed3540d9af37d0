import { describe, expect, it } from 'vitest';
import { createSeedState } from './seed';
import { openSession, sessionOf } from './session';
import { StateStore } from './state';

describe('sessions', () => {
  const store = () => new StateStore(createSeedState(1, 0), () => createSeedState(1, 0));

  const named = (s: StateStore, userName: string) => s.collection('users').find((u) => u.userName === userName) ?? {};

  it('a bearer token of an open session identifies its user', () => {
    const s = store();
    const token = openSession(s, named(s, 'operator'));
    expect(sessionOf(s, `Bearer ${token}`)?.user.userName).toBe('operator');
    expect(sessionOf(s, token)).toBeUndefined();
    expect(sessionOf(s, 'Bearer unknown')).toBeUndefined();
  });

  it('keeps the newest 1,000 sessions and drops the oldest', () => {
    const s = store();
    const first = openSession(s, named(s, 'admin'));
    for (let i = 0; i < 1000; i++) openSession(s, named(s, 'admin'));
    expect(Object.keys(s.state.sessions)).toHaveLength(1000);
    expect(sessionOf(s, `Bearer ${first}`)).toBeUndefined();
  });

  it('follows the user id: ended when the user is deleted or disabled, never taken over by a new account of the same name', () => {
    const s = store();
    const operator = named(s, 'operator');
    const token = openSession(s, operator);
    operator.status = '1';
    expect(sessionOf(s, `Bearer ${token}`)).toBeUndefined();
    operator.status = '0';
    s.state.collections.users = s.collection('users').filter((u) => u !== operator);
    expect(sessionOf(s, `Bearer ${token}`)).toBeUndefined();
    s.collection('users').push({ ...operator, userId: s.nextId() });
    expect(sessionOf(s, `Bearer ${token}`)).toBeUndefined();
  });

  it('never reuses an id, even when a state file’s sequence was lowered', () => {
    const state = createSeedState(1, 0);
    const highest = Math.max(0, ...(state.collections.users ?? []).map((u) => Number(u.userId)));
    state.sequence = 1;
    const s = new StateStore(state, () => createSeedState(1, 0));
    const next = s.nextId();
    expect(next).toBeGreaterThan(highest);
    expect(s.collection('users').some((u) => u.userId === next)).toBe(false);
  });
});
