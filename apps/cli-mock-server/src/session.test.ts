import { describe, expect, it } from 'vitest';
import { createSeedState } from './seed';
import { closeSession, endIdleSessions, openSession, sessionOf } from './session';
import { SESSION_IDLE_MINUTES, SessionActivity } from './session-activity';
import { StateStore } from './state';

describe('sessions', () => {
  const store = () => new StateStore(createSeedState(1, 0), () => createSeedState(1, 0));
  /** A clock the test moves (no waiting), and the session activity reading it, with RuoYi's 30 minutes. */
  let clock = 0;
  const activity = () => {
    clock = Date.parse('2026-11-23T10:00:00Z');
    return new SessionActivity(SESSION_IDLE_MINUTES * 60_000, () => clock);
  };
  const minutes = (n: number) => n * 60_000;

  const named = (s: StateStore, userName: string) => s.collection('users').find((u) => u.userName === userName) ?? {};

  it('a bearer token of an open session identifies its user', () => {
    const s = store();
    const a = activity();
    const token = openSession(s, named(s, 'operator'), a);
    expect(sessionOf(s, `Bearer ${token}`, a)?.user.userName).toBe('operator');
    expect(sessionOf(s, token, a)).toBeUndefined();
    expect(sessionOf(s, 'Bearer unknown', a)).toBeUndefined();
    closeSession(s, token, a);
    expect(sessionOf(s, `Bearer ${token}`, a)).toBeUndefined();
  });

  it('ends a session unused for the idle time (RuoYi: 30 minutes), not one in use', () => {
    const s = store();
    const a = activity();
    const idle = openSession(s, named(s, 'operator'), a);
    const working = openSession(s, named(s, 'admin'), a);
    // Used every 20 minutes for two hours: never 30 minutes unused.
    for (let i = 0; i < 6; i++) {
      clock += minutes(20);
      expect(sessionOf(s, `Bearer ${working}`, a)?.user.userName, `after ${(i + 1) * 20} minutes`).toBe('admin');
    }
    expect(sessionOf(s, `Bearer ${idle}`, a)).toBeUndefined();
    // Ended, not merely refused: the token is gone from the state (and so from --data).
    expect(Object.keys(s.state.sessions)).toEqual([working]);
  });

  it('a session unused for one minute less than the idle time still works, and its use starts the count again', () => {
    const s = store();
    const a = activity();
    const token = openSession(s, named(s, 'operator'), a);
    clock += minutes(SESSION_IDLE_MINUTES - 1);
    expect(sessionOf(s, `Bearer ${token}`, a)).toBeDefined();
    clock += minutes(SESSION_IDLE_MINUTES - 1);
    expect(sessionOf(s, `Bearer ${token}`, a)).toBeDefined();
    clock += minutes(SESSION_IDLE_MINUTES);
    expect(sessionOf(s, `Bearer ${token}`, a)).toBeUndefined();
  });

  it('5,000 sign-ins do not sign out an active session (issue 24: a load test signed everyone out)', () => {
    const s = store();
    const a = activity();
    const active = openSession(s, named(s, 'operator'), a);
    for (let i = 0; i < 5000; i++) {
      openSession(s, named(s, 'admin'), a);
      if (i % 1000 === 0) clock += minutes(1);
    }
    expect(sessionOf(s, `Bearer ${active}`, a)?.user.userName).toBe('operator');
    expect(Object.keys(s.state.sessions)).toHaveLength(5001);
  });

  it('the sweep ends idle sessions only', async () => {
    const s = store();
    const a = activity();
    const idle = openSession(s, named(s, 'operator'), a);
    clock += minutes(20);
    const recent = openSession(s, named(s, 'admin'), a);
    clock += minutes(10);
    expect(await endIdleSessions(s, a)).toBe(1);
    expect(Object.keys(s.state.sessions)).toEqual([recent]);
    expect(sessionOf(s, `Bearer ${idle}`, a)).toBeUndefined();
  });

  it('follows the user id: ended when the user is deleted or disabled, never taken over by a new account of the same name', () => {
    const s = store();
    const operator = named(s, 'operator');
    const a = activity();
    const token = openSession(s, operator, a);
    operator.status = '1';
    expect(sessionOf(s, `Bearer ${token}`, a)).toBeUndefined();
    operator.status = '0';
    s.state.collections.users = s.collection('users').filter((u) => u !== operator);
    expect(sessionOf(s, `Bearer ${token}`, a)).toBeUndefined();
    s.collection('users').push({ ...operator, userId: s.nextId() });
    expect(sessionOf(s, `Bearer ${token}`, a)).toBeUndefined();
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
