import { Hono } from 'hono';
import { z } from 'zod';
import { clockRoute } from './clock-control';
import { deviceDataSchema, setDeviceData } from './device-data';
import { alarmsFromRequest, pushAlarms, REFRESH_TIP } from './alarm-feed';
import type { MockContext } from './context';
import { ApiError, TransportError } from './errors';
import { ok } from './envelope';
import { requestTimeZone } from './caller-time';
import { controlBody } from './control-body';
import { localeOfRequest } from './i18n/locale';
import { isOwnHost, sameSecret } from './control-host';
import { paymentControlRoutes } from './payments/control-routes';
import { crossingAlarms, judgementsOf } from './reading-alarms';
import { clearPresence, recordReport, recordSilence } from './device-presence';
import { clearReadingOverrides, overrideReadings } from './reading-overrides';
import { recordingControlRoutes } from './recording-control';
import { restartHelmetUploads } from './helmet-uploads';
import { addRawFields, clearRawFields, rawFieldsSchema } from './raw-fields';
import { readJson } from './request-body';
import { talkControlRoutes } from './talk-control';

/** `POST /__mock/readings`: fixed values by probe number, or a device silent for that long (no data since). */
const readingsSchema = z.object({
  imei: z.string().min(1),
  values: z.record(z.string(), z.number()).optional(),
  silentForMs: z.number().int().min(0).optional(),
});

const faultsSchema = z.object({
  failNext: z.number().int().min(0).optional(),
  code: z.number().int().optional(),
  /** Only API calls whose path (below the base) starts with this fail; '' or absent: any call. */
  path: z.string().optional(),
  latencyMs: z.number().int().min(0).optional(),
  dropSockets: z.boolean().optional(),
  socketsDown: z.boolean().optional(),
});

export const CONTROL_PREFIX = '/__mock';

export const isControlPath = (path: string): boolean => path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`);

/** A JSON media type: `application/json`, with or without parameters such as charset. */
const isJson = (type: string | undefined): boolean => /^application\/json\s*(;|$)/i.test(type ?? '');

/**
 * The test-control API under /__mock/ (outside the base path, no token needed). It is for tests and developers on
 * this machine (Node fetch, curl), never for web pages: it sends no CORS headers, and every POST must be
 * `application/json`, a type a page on another origin cannot send without a preflight this API never grants. So a
 * page the developer happens to open can neither reset the mock nor read a code through the captcha helper.
 */
export function createControlRoutes(context: MockContext): Hono {
  const control = new Hono();

  control.use('*', async (c, next) => {
    // DNS rebinding: a page whose name has been pointed at this machine sends its own name as Host.
    const host = c.req.header('host') ?? '';
    if (!isOwnHost(host, context.options.host)) throw new TransportError(403, 'mock.badHost', { host });
    const { controlToken } = context.options;
    if (controlToken !== undefined && !sameSecret(c.req.header('x-mock-control-token') ?? '', controlToken)) throw new TransportError(401, 'mock.controlToken');
    const type = c.req.header('content-type');
    if (c.req.method === 'POST' && !isJson(type)) throw new TransportError(415, 'mock.jsonOnly', { type: type ?? 'none' });
    await next();
    // Reading overrides, raw fields and the like change answers without changing the state: cached answers go.
    if (c.req.method !== 'GET') context.reads.clear();
  });

  control.get('/health', (c) =>
    c.json({ ...ok(), status: 'ok', seed: context.options.seed, base: context.options.base, alarmSockets: context.sockets.alarmClientCount }),
  );

  control.get('/captcha/:uuid', (c) => {
    const captcha = context.captchas.get(c.req.param('uuid'));
    if (!captcha) throw new ApiError(404, 'mock.noCaptcha', { uuid: c.req.param('uuid') });
    return c.json(ok({ uuid: captcha.uuid, answer: captcha.answer }));
  });

  // Answers once every socket has been sent every alarm; `data` shows them as a socket in the caller's language and zone gets them.
  control.post('/alarms', async (c) => {
    const [locale, zone] = [localeOfRequest(c), requestTimeZone(c)];
    const alarms = alarmsFromRequest(context, await readJson(c), zone);
    const sockets = await pushAlarms(context, alarms);
    // Answered once the alarms are recorded on disk (with --data), as any acknowledged write.
    await context.store.changed();
    return c.json({ ...ok(alarms.map((alarm) => alarm.message(locale, zone))), sockets });
  });

  control.post('/refresh-tip', async (c) => {
    const sockets = await context.sockets.broadcastAlarm(REFRESH_TIP);
    return c.json({ ...ok(), sockets });
  });

  // The device reports these values from now on (and its socket sends them at once), or goes silent.
  control.post('/readings', async (c) => {
    const { imei, values = {}, silentForMs } = controlBody(readingsSchema, await readJson(c), 'mock.badReadings');
    const device = context.store.collection('devices').find((d) => d.imei === imei);
    if (!device) throw new ApiError(404, 'device.missing', { imei });
    const before = judgementsOf(context, device);
    overrideReadings(context, imei, values);
    // Values are a report (the device goes online); silentForMs is the time since its last one (offline once stale).
    if (silentForMs === undefined) recordReport(context, device);
    else recordSilence(context, device, silentForMs);
    await context.store.changed();
    const sockets = silentForMs === undefined ? context.sockets.pushDevice(imei) : 0;
    // A reading that crosses a limit in its measure's direction raises the device's alarm, as a real device does.
    const alarms = silentForMs === undefined ? crossingAlarms(context, device, before) : [];
    if (alarms.length > 0) await pushAlarms(context, alarms);
    return c.json({ ...ok(), sockets, alarms: alarms.length });
  });

  // Answers carry these raw values for the rows that match (raw-fields.ts): a field as another backend would send it.
  control.post('/raw-fields', async (c) => {
    const override = controlBody(rawFieldsSchema, await readJson(c), 'mock.badRawFields');
    addRawFields(context, override);
    return c.json(ok());
  });

  control.post('/faults', async (c) => {
    const { failNext, code, path, latencyMs, dropSockets, socketsDown } = controlBody(faultsSchema, await readJson(c), 'mock.badFaults');
    if (failNext !== undefined) context.faults.failNext = failNext;
    if (code !== undefined) context.faults.code = code;
    // A fault aimed at one call, so a console's background polls do not take it first.
    if (failNext !== undefined || path !== undefined) context.faults.path = path ?? '';
    if (latencyMs !== undefined) context.faults.latencyMs = latencyMs;
    // socketsDown: true closes every socket and refuses new ones (503) until socketsDown: false; alarms pushed
    // meanwhile are still recorded in the alarm list.
    let dropped = socketsDown === undefined ? 0 : context.sockets.setDown(socketsDown);
    if (dropSockets) dropped += context.sockets.dropAll();
    return c.json({ ...ok({ ...context.faults, socketsDown: context.sockets.down }), dropped });
  });

  // A device's account link and SIM plan (device-data.ts): set, or removed with null.
  control.post('/device-data', async (c) => {
    const data = setDeviceData(context, controlBody(deviceDataSchema, await readJson(c), 'mock.badDeviceData'));
    await context.store.changed();
    return c.json(ok(data));
  });

  // The mock's clock: what follows time (device presence, helmet uploads, recording tasks) moves without waiting.
  control.post('/clock', clockRoute(context));

  // The payment provider: orders, its "paid" callback, cancelling, and message charges (payments/control-routes.ts).
  control.route('/payments', paymentControlRoutes(context));
  // Recording tasks: their clock and which devices support them (recording-control.ts).
  control.route('/recordings', recordingControlRoutes(context));
  // Group talk from the helmets' side: a helmet sends its group a voice message (talk-control.ts).
  control.route('/talk', talkControlRoutes(context));

  control.post('/reset', async (c) => {
    await context.store.reset();
    context.captchas.clear();
    clearReadingOverrides(context);
    clearPresence(context);
    clearRawFields(context);
    context.clock.reset();
    restartHelmetUploads(context);
    context.logins.clear();
    context.faults.failNext = 0;
    context.faults.code = 500;
    context.faults.path = '';
    context.faults.latencyMs = 0;
    context.sockets.setDown(false);
    return c.json(ok());
  });

  return control;
}
