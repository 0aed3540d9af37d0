import { Hono } from 'hono';
import { z } from 'zod';
import type { MockContext } from './context';
import { ok } from './envelope';
import { controlBody } from './control-body';
import { advanceRecordingClock, recordingNow, setRecordingSupport } from './recording-tasks';
import { readJson } from './request-body';
import { formatTime } from './time-format';

const clockSchema = z.object({ advanceMs: z.number().int().min(0).optional(), reset: z.boolean().optional() });
const supportSchema = z.object({ imei: z.string().min(1), supported: z.boolean() });

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => controlBody(schema, value, 'mock.badRecordingControl');

/**
 * Recording tasks under /__mock/recordings: `clock` moves the clock the tasks follow on by `advanceMs` (a task
 * starts or ends without waiting for it; `reset` goes back to the real clock), `support` sets whether a device takes
 * recording tasks.
 */
export function recordingControlRoutes(context: MockContext): Hono {
  const routes = new Hono();
  routes.post('/clock', async (c) => {
    const { advanceMs = 0, reset = false } = parse(clockSchema, await readJson(c));
    const offsetMs = advanceRecordingClock(context, advanceMs, reset);
    return c.json(ok({ offsetMs, now: formatTime(recordingNow(context)) }));
  });
  routes.post('/support', async (c) => {
    const { imei, supported } = parse(supportSchema, await readJson(c));
    setRecordingSupport(context, imei, supported);
    await context.store.changed();
    return c.json(ok({ imei, supported }));
  });
  return routes;
}
