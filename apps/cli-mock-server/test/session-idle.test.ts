import { describe, expect, it } from 'vitest';
import { call, login, startTestServer } from './support';

/** RuoYi ends a token unused for `token.expireTime` (30 minutes by default); the clock here is the test's, moved at will. */
describe('sessions end by idle time (--session-idle), not by their number', () => {
  it('a session unused for the idle time answers 401; one in use keeps working', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const server = await startTestServer({ now: () => clock });
    try {
      const idle = await login(server, 'operator', 'operator123');
      const working = await login(server, 'admin', 'admin123');
      for (let i = 0; i < 4; i++) {
        clock += 20 * 60_000;
        expect((await call(server, 'GET', '/getInfo', { token: working })).body.code).toBe(200);
      }
      expect((await call(server, 'GET', '/getInfo', { token: idle })).body.code).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('--session-idle sets the time: 5 minutes unused ends the session', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    const server = await startTestServer({ now: () => clock, sessionIdleMinutes: 5 });
    try {
      const token = await login(server, 'operator', 'operator123');
      clock += 4 * 60_000;
      expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(200);
      clock += 5 * 60_000;
      expect((await call(server, 'GET', '/getInfo', { token })).body.code).toBe(401);
    } finally {
      await server.close();
    }
  });
});
