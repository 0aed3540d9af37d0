import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { mountEndpoints } from './api-routes';
import { limitBody } from './body-limit';
import { settleMonitoring } from './monitoring';
import type { MockContext } from './context';
import { CONTROL_PREFIX, createControlRoutes, isControlPath } from './control';
import { failure } from './envelope';
import { ApiError, TransportError } from './errors';
import { fixLocale, localeOfRequest, render } from './i18n/locale';
import { drawLatency } from './latency';
import { RECORDING_MEDIA_PATH, serveRecordingFile } from './recording-files';
import { refuseMalformedPath } from './request-path';
import { createStaticHandler, staticSecurityHeaders } from './static-files';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The whole HTTP surface: CORS (--cors only), control API, the API under the base path, optional static console, 404 JSON. */
export function createApp(context: MockContext): Hono {
  const { options } = context;
  const app = new Hono();

  // API CORS only for the origins named with --cors; the control API never gets it (see control.ts).
  if (options.cors.length > 0) {
    const apiCors = cors({
      origin: options.cors,
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type', 'Content-Language', 'Time-Zone', 'X-Requested-With', 'isToken', 'repeatSubmit'],
      exposeHeaders: ['Content-Disposition', 'download-filename'],
      maxAge: 600,
    });
    app.use('*', (c, next) => (isControlPath(c.req.path) ? next() : apiCors(c, next)));
  }
  app.use('*', refuseMalformedPath);
  if (options.static) app.use('*', staticSecurityHeaders(options.static));
  const { locale } = context.dialect;
  if (locale) {
    app.use('*', (c, next) => {
      if (!isControlPath(c.req.path)) fixLocale(c.req.raw, locale);
      return next();
    });
  }
  // The API's routes limit their own bodies (uploads by the sdk table's maxBytes); the control API takes JSON only.
  app.use(`${CONTROL_PREFIX}/*`, limitBody(options.maxBodyBytes));

  app.route(CONTROL_PREFIX, createControlRoutes(context));
  context.live.mount(app);
  // Recorded files (the test clip) for playback, with Range support; a <video> sends no token.
  app.on(['GET', 'HEAD'], `${options.base}${RECORDING_MEDIA_PATH}/:name`, serveRecordingFile);

  const api = new Hono();
  api.use('*', async (c, next) => {
    const delay = drawLatency(options.latency, context.random.next) + context.faults.latencyMs;
    if (delay > 0) await sleep(delay);
    if (context.faults.failNext > 0 && c.req.path.slice(options.base.length).startsWith(context.faults.path)) {
      context.faults.failNext -= 1;
      throw new ApiError(context.faults.code, 'mock.injected', { code: context.faults.code });
    }
    // Time has passed since the last call: devices fall silent, uploads move on.
    await settleMonitoring(context);
    await next();
  });
  mountEndpoints(api, context);
  app.route(options.base || '/', api);

  if (options.static) {
    const serveStatic = createStaticHandler(options.static, options.staticBase);
    // An unknown API path is the documented JSON 404, never the console's index.html: a client's missing endpoint shows.
    const underApi = (path: string) => options.base !== '' && (path === options.base || path.startsWith(`${options.base}/`));
    app.get('*', async (c, next) => (underApi(c.req.path) ? next() : ((await serveStatic(c)) ?? next())));
  }

  app.notFound((c) => c.json(failure(404, render('request.noRoute', { method: c.req.method, path: new URL(c.req.url).pathname }, localeOfRequest(c))), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(failure(error.code, error.text(localeOfRequest(c)), error.field), 200);
    if (error instanceof TransportError) return c.json(failure(error.status, error.text(localeOfRequest(c))), error.status);
    options.log(`vigil-mock: ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json(failure(500, render('mock.internal', { detail: error.message }, localeOfRequest(c))), 200);
  });
  return app;
}
