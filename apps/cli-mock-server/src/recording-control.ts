import { Hono } from 'hono';
import { z } from 'zod';
import type { MockContext } from './context';
import { ok } from './envelope';
import { controlBody } from './control-body';
import { clockRoute } from './clock-control';
import { setRecordingSupport } from './recording-tasks';
import { readJson } from './request-body';

const supportSchema = z.object({ imei: z.string().min(1), supported: z.boolean() });

const parse = <T>(schema: z.ZodType<T>, value: unknown): T => controlBody(schema, value, 'mock.badRecordingControl');

/**
 * Recording tasks under /__mock/recordings: `clock` is the mock's clock (clock-control.ts: a task starts or ends
 * without waiting for it), `support` sets whether a device takes recording tasks.
 */
export function recordingControlRoutes(context: MockContext): Hono {
  const routes = new Hono();
  routes.post('/clock', clockRoute(context, 'mock.badRecordingControl'));
  routes.post('/support', async (c) => {
    const { imei, supported } = parse(supportSchema, await readJson(c));
    setRecordingSupport(context, imei, supported);
    await context.store.changed();
    return c.json(ok({ imei, supported }));
  });
  return routes;
}
