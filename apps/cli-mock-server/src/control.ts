import { Hono } from 'hono';
import { z } from 'zod';
import { alarmsFromRequest, pushAlarms, REFRESH_TIP } from './alarm-feed';
import type { MockContext } from './context';
import { ApiError } from './errors';
import { ok } from './envelope';
import { readJson } from './request-body';

const faultsSchema = z.object({
  failNext: z.number().int().min(0).optional(),
  code: z.number().int().optional(),
  latencyMs: z.number().int().min(0).optional(),
  dropSockets: z.boolean().optional(),
});

/** The test-control API under /__mock/ (outside the base path, no token needed). */
export function createControlRoutes(context: MockContext): Hono {
  const control = new Hono();

  control.get('/health', (c) =>
    c.json({ ...ok(), status: 'ok', seed: context.options.seed, base: context.options.base, alarmSockets: context.sockets.alarmClientCount }),
  );

  control.get('/captcha/:uuid', (c) => {
    const captcha = context.captchas.get(c.req.param('uuid'));
    if (!captcha) throw new ApiError(404, 'mock.noCaptcha', { uuid: c.req.param('uuid') });
    return c.json(ok({ uuid: captcha.uuid, answer: captcha.answer }));
  });

  control.post('/alarms', async (c) => {
    const payloads = alarmsFromRequest(context, await readJson(c));
    const sent = pushAlarms(context, payloads);
    await context.store.changed();
    return c.json({ ...ok(sent), sockets: context.sockets.alarmClientCount });
  });

  control.post('/refresh-tip', (c) => {
    const sockets = context.sockets.broadcastAlarm(REFRESH_TIP);
    return c.json({ ...ok(), sockets });
  });

  control.post('/faults', async (c) => {
    const parsed = faultsSchema.safeParse(await readJson(c));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError(400, 'mock.badFaults', { detail: issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid' });
    }
    const { failNext, code, latencyMs, dropSockets } = parsed.data;
    if (failNext !== undefined) context.faults.failNext = failNext;
    if (code !== undefined) context.faults.code = code;
    if (latencyMs !== undefined) context.faults.latencyMs = latencyMs;
    const dropped = dropSockets ? context.sockets.dropAll() : 0;
    return c.json({ ...ok({ ...context.faults }), dropped });
  });

  control.post('/reset', async (c) => {
    await context.store.reset();
    context.captchas.clear();
    context.logins.clear();
    context.faults.failNext = 0;
    context.faults.code = 500;
    context.faults.latencyMs = 0;
    return c.json(ok());
  });

  return control;
}
