import { probeThresholdIssue } from '@vigil/sdk';
import type { MockContext } from '../context';
import { collectionHandlers, pageBounds, paginate, standardEndpoints } from '../crud';
import { CSV_TYPE, toCsv } from '../csv';
import { isHelmet } from '../device-module';
import { ok, page } from '../envelope';
import { ApiError } from '../errors';
import { type DataWord, dataWord } from '../i18n/data-words';
import { limitsOfDevice } from '../limits-in-force';
import { deviceAccountView, simPlanView } from '../device-data';
import { isQuiet, lastReportOf } from '../device-presence';
import { readingOverride } from '../reading-overrides';
import { MAX_POINTS, readingAt, seriesGrid } from '../series';
import { requireSession } from '../session';
import type { Row } from '../state';
import { formatTime, parseTime } from '../time-format';
import { deviceBoundList } from './device-bound';
import { importDevices } from './device-import';
import { devices, probeValueAt, probesOf, seriesProbe } from './device-records';
import { historyRange } from './history-range';
import { deviceWriteHandlers } from './device-writes';
import { BlobReply, type HandlerRequest, type HandlerTable } from './types';

const messageRecords = collectionHandlers({ collection: 'messageRecords', idField: 'id', label: 'message record', timeField: 'time', likeFields: ['recipient', 'content'], owner: 'member' });
const deviceLogs = collectionHandlers({ collection: 'deviceLogs', idField: 'id', label: 'device log', timeField: 'time', likeFields: ['content'], owner: 'device', sort: { field: 'time', descending: true } });
const products = collectionHandlers({ collection: 'products', idField: 'id', label: 'product', likeFields: ['name', 'nameEn'], sort: { field: 'sort', descending: false }, view: (row) => ({ ...row, enabled: row.disabled !== true }) });
const shares = collectionHandlers({ collection: 'shares', idField: 'id', label: 'share', owner: 'device' });
const configs = collectionHandlers({ collection: 'sensorConfigs', idField: 'id', label: 'sensor configuration', owner: 'device' });
const sites = collectionHandlers({
  collection: 'sites',
  idField: 'id',
  label: 'site',
  likeFields: ['name', 'address'],
  sort: { field: 'id', descending: false },
  view: (row, context) => ({ ...row, deviceCount: context.store.collection('devices').filter((d) => d.siteId === row.id).length }),
  refuseRemove: (id, context) => (context.store.collection('devices').some((d) => String(d.siteId) === id) ? new ApiError(500, 'site.hasDevices') : undefined),
});
const entrances = collectionHandlers({ collection: 'entrances', idField: 'id', label: 'entrance', likeFields: ['name'], sort: { field: 'id', descending: false }, defaults: () => ({ tzNames: [] }) });

/** The probe types the gas index averages: the combustible gases the catalogue measures in %LEL. */
const COMBUSTIBLE_TYPES = new Set(['CH4', 'EX']);

/** The device with this IMEI in the request's scope; one outside it is answered like an unknown IMEI. */
export function deviceByImei(request: HandlerRequest, context: MockContext, imei: unknown): Row {
  const device = devices.findBy(request, context, (d) => d.imei === String(imei));
  if (!device) throw new ApiError(500, 'device.missing', { imei: String(imei) });
  return device;
}

/** Devices a request covers, in its scope: one IMEI, a site's or a product's, or (no filter) every device. */
function devicesFor(request: HandlerRequest, context: MockContext): Row[] {
  const input = { ...request.query, ...request.body };
  if (input.imei) return [deviceByImei(request, context, input.imei)];
  const visible = devices.visible(request, context);
  return context.store
    .collection('devices')
    .filter((d) => visible(d) && (input.siteId === undefined || String(d.siteId) === String(input.siteId)) && (input.productId === undefined || String(d.productId) === String(input.productId)));
}

/** Whether a stored `yyyy-MM-dd HH:mm:ss` time lies in [begin, end] (either bound may be absent). */
function inRange(time: unknown, begin: unknown, end: unknown): boolean {
  const at = parseTime(time);
  const from = parseTime(begin);
  const to = parseTime(end);
  return at !== undefined && (from === undefined || at >= from) && (to === undefined || at <= to);
}

/** The device with this serial number in the request's scope, if any. */
function deviceBySn(request: HandlerRequest, context: MockContext, sn: unknown): Row | undefined {
  return devices.findBy(request, context, (d) => d.sn === String(sn));
}

/** One reading row per probe of the given devices, at `time`, with the limits in force. */
export function readingsAt(context: MockContext, list: readonly Row[], time: number): Row[] {
  return list.flatMap((device) => {
    // A test may fix a device's values or silence it (POST /__mock/readings): a silent device's last data is older, and
    // one that never reported has none.
    const override = readingOverride(context, String(device.imei));
    const last = lastReportOf(context, device);
    const at = Math.min(time, last ?? time);
    const limits = limitsOfDevice(context, device);
    return probesOf(context, device).map((probe) => ({
      imei: device.imei,
      probe: probe.number,
      name: probe.name,
      type: probe.type,
      value: last !== undefined ? (override?.values.get(String(probe.number)) ?? readingAt(context.store.state.seed, seriesProbe(device, probe), at)) : null,
      unit: probe.unit,
      // The limits in force: the operator's configured ones where set, else the probe's own.
      lowAlarm: limits(probe).low,
      highAlarm: limits(probe).high,
      time: formatTime(at),
    }));
  });
}

/**
 * History of one device between beginTime and endTime (default: last 24 h) every `step` minutes (default 1),
 * generated only for the requested page: a 30-day 1-minute chart is 43,200 points per probe, never stored.
 * At most 31 days per minute of step (three months ask for a step of 3 or more).
 */
function history(request: HandlerRequest, context: MockContext) {
  const input = { ...request.query, ...request.body };
  if (!input.imei) throw new ApiError(400, 'device.imeiRequired');
  const device = deviceByImei(request, context, input.imei);
  const { begin, end } = historyRange(input, context);
  const step = Math.max(1, Math.floor(Number(input.step ?? 1)) || 1);
  // 31 days at one a minute; a longer range (three months) needs a step that keeps it within as many points.
  if (end - begin > 31 * 86_400_000 * step) throw new ApiError(400, 'history.tooLong');
  const probes = probesOf(context, device).filter((p) => input.probe === undefined || String(p.number) === String(input.probe));
  const grid = seriesGrid(begin, end, step);
  const total = grid.count * probes.length;
  if (input.pageSize === undefined && total > MAX_POINTS) {
    throw new ApiError(400, 'history.tooMany', { total });
  }
  const { start, end: stop } = pageBounds(total, request);
  const rows: Row[] = [];
  for (let i = start; i < stop; i++) {
    const probe = probes[i % probes.length];
    if (!probe) continue;
    const time = grid.first + Math.floor(i / probes.length) * grid.step;
    rows.push({ imei: device.imei, probe: probe.number, value: probeValueAt(context, device, probe)(time), unit: probe.unit, time: formatTime(time) });
  }
  return page(rows, total);
}

/**
 * A configuration's probes against the device's own: each must be one of its probes, with thresholds low ≤ high
 * inside that probe's range (the sdk's probe rule); gas thresholds are a helmet's only. `at` prefixes the field.
 * The IMEI named is looked up in scope, so a configuration cannot be moved to a device outside it.
 */
function checkConfig(request: HandlerRequest, context: MockContext, input: Row, at: string): void {
  const device = deviceByImei(request, context, input.imei);
  const own = probesOf(context, device);
  (Array.isArray(input.probes) ? (input.probes as Row[]) : []).forEach((probe, index) => {
    const stored = own.find((p) => String(p.number) === String(probe.number));
    if (!stored) throw new ApiError(500, 'config.channelMissing', { imei: String(device.imei), channel: String(probe.number) }, `${at}probes.${index}.number`);
    const issue = probeThresholdIssue(probe, { min: Number(stored.rangeMin), max: Number(stored.rangeMax) });
    if (issue) throw new ApiError(400, issue.message, issue.params, `${at}probes.${index}.${issue.path[0]}`);
  });
  if (input.thresholds !== undefined && !isHelmet(device)) throw new ApiError(400, 'config.notHelmet', {}, `${at}thresholds`);
}

/** Updates the configuration of a device (by id or IMEI) or adds one; only configurations in scope are found. */
function upsertConfig(request: HandlerRequest, context: MockContext, input: Row): void {
  const existing = configs.findBy(request, context, (r) => (input.id !== undefined && String(r.id) === String(input.id)) || r.imei === input.imei);
  if (existing) Object.assign(existing, input, { id: existing.id });
  else context.store.collection('sensorConfigs').push({ ...input, id: context.store.nextId() });
}

export const deviceHandlers: HandlerTable = {
  // Stored data (device-data.ts): a device without an account or SIM plan has no row.
  'devices.accounts': (request, context) => paginate(devicesFor(request, context).flatMap<Row>((device) => deviceAccountView(context, device) ?? []), request),
  'devices.messageDetails': messageRecords.list,
  'devices.removeMessageDetail': messageRecords.remove,
  'devices.chartCount': (request, context) => {
    const list = devicesFor(request, context);
    const imeis = new Set(list.map((d) => d.imei));
    const online = list.filter((d) => d.status === 'online').length;
    const alarms = context.store.collection('alarms').filter((a) => imeis.has(a.imei));
    const input = { ...request.query, ...request.body };
    // A time range (the data report's 1, 7 and 30 days) counts the alarms raised in it; without one, the devices in alarm.
    const ranged = input.beginTime !== undefined || input.endTime !== undefined;
    const alarm = ranged ? alarms.filter((a) => inRange(a.time, input.beginTime, input.endTime)).length : new Set(alarms.filter((a) => !a.cleared).map((a) => a.imei)).size;
    return ok({ total: list.length, online, offline: list.length - online, alarm });
  },
  'devices.logs': deviceLogs.list,
  'devices.exportLogs': (request, context) => new BlobReply('device-logs.csv', CSV_TYPE, toCsv(deviceLogs.query(request, context), ['imei', 'content', 'result', 'operator', 'time'])),
  'devices.products': products.list,
  'devices.signal': (request, context) => {
    const { params } = request;
    const device = devices.findBy(request, context, (d) => String(d.id) === String(params.id) || d.imei === String(params.id));
    if (!device) throw new ApiError(500, 'device.missing', { imei: String(params.id) });
    return ok({ imei: device.imei, rssi: device.status === 'online' ? device.signal : null });
  },
  'devices.flows': (request, context) => paginate(devicesFor(request, context).flatMap<Row>((device) => simPlanView(context, device) ?? []), request),
  'devices.sendInstruction': (request, context) => {
    const { body, session } = request;
    const device = deviceByImei(request, context, body.imei);
    const operator = String(requireSession(session).user.nickName ?? '');
    const online = device.status === 'online';
    context.store.collection('deviceLogs').unshift({ id: context.store.nextId(), imei: device.imei, productId: device.productId, content: body.content, result: dataWord(context.options.locale, online ? 'succeeded' : 'failed'), operator, time: formatTime(context.now()) });
    if (!online) throw new ApiError(500, 'instruction.failed');
    return { code: 200, msg: 'instruction.ok' };
  },

  'sensors.list': devices.list,
  ...deviceWriteHandlers,
  'sensors.importInfo': importDevices,
  'sensors.exportInfo': (request, context) => new BlobReply('devices.csv', CSV_TYPE, toCsv(devices.query(request, context), ['imei', 'sn', 'name', 'model', 'status', 'location', 'bindTime', 'lastOnlineTime', 'lastOfflineTime', 'remark'])),
  'sensors.infoTitle': (_request, context) => {
    const title = (word: DataWord) => dataWord(context.options.locale, word);
    return ok([
      { key: 'imei', title: 'IMEI' },
      { key: 'sn', title: title('serialNumber') },
      { key: 'name', title: title('name') },
      { key: 'status', title: title('status') },
      { key: 'location', title: title('location') },
      { key: 'lastOnlineTime', title: title('lastOnline') },
    ]);
  },
  'sensors.share': (request, context) => {
    const { body } = request;
    deviceByImei(request, context, body.imei);
    context.store.collection('shares').push({ id: context.store.nextId(), imei: body.imei, phone: body.phone, permission: body.permission, createTime: formatTime(context.now()) });
    return ok();
  },
  'sensors.shares': deviceBoundList(shares),
  'sensors.removeShare': shares.remove,
  'sensors.configs': deviceBoundList(configs),
  'sensors.configByImei': (request, context) => ok(configs.findBy(request, context, (c) => c.imei === request.query.imei) ?? null),
  /** All or nothing: every configuration is checked before any is saved. */
  'sensors.batchEditConfigs': (request, context) => {
    const list = request.body.configs as Row[];
    for (const [index, config] of list.entries()) checkConfig(request, context, config, `configs.${index}.`);
    for (const config of list) upsertConfig(request, context, config);
    return ok();
  },
  'sensors.updateConfig': (request, context) => {
    checkConfig(request, context, request.body, '');
    upsertConfig(request, context, request.body);
    return ok();
  },
  'sensors.removeConfig': (request, context) => {
    const { params } = request;
    const config = configs.findBy(request, context, (c) => c.imei === params.imei);
    if (!config) throw new ApiError(500, 'config.missing', { imei: String(params.imei) });
    const probes = Array.isArray(config.probes) ? (config.probes as Row[]) : [];
    const kept = probes.filter((p) => String(p.number) !== String(params.channel));
    if (kept.length === probes.length) throw new ApiError(500, 'config.channelMissing', { imei: String(params.imei), channel: String(params.channel) });
    config.probes = kept;
    return ok();
  },
  'sensors.realtime': (request, context) => paginate(readingsAt(context, devicesFor(request, context), context.now()), request),
  'sensors.history': history,
  'sensors.gasData': (request, context) => paginate(readingsAt(context, devicesFor(request, context).filter((d) => d.status === 'online'), context.now()), request),
  'sensors.gasIndex': (request, context) => {
    const list = devicesFor(request, context).filter((d) => d.status === 'online');
    const now = Math.floor(context.now() / 3_600_000) * 3_600_000;
    const indexAt = (time: number) => {
      // Combustible gas in %LEL: methane (CH4) and the industrial alarms' combustible probe (EX) alike.
      const values = readingsAt(context, list, time).filter((r) => COMBUSTIBLE_TYPES.has(String(r.type)) && typeof r.value === 'number');
      return values.length === 0 ? 0 : Math.round((values.reduce((sum, r) => sum + Number(r.value), 0) / values.length) * 100) / 100;
    };
    const points = Array.from({ length: 24 }, (_, i) => now - (23 - i) * 3_600_000).map((time) => ({ time: formatTime(time), value: indexAt(time) }));
    return ok({ siteId: request.body.siteId ?? null, index: points.at(-1)?.value ?? 0, points });
  },
  'sensors.snConfig': (request, context) => {
    const { query } = request;
    const configs = (context.store.state.settings.snConfigs ?? {}) as Record<string, unknown>;
    const config = deviceBySn(request, context, query.sn) ? configs[String(query.sn)] : undefined;
    return ok(config === undefined ? null : { sn: query.sn, config });
  },
  'sensors.saveSnConfig': (request, context) => {
    const { body } = request;
    if (!deviceBySn(request, context, body.sn)) throw new ApiError(500, 'device.missing', { imei: String(body.sn) });
    const configs = (context.store.state.settings.snConfigs ?? {}) as Record<string, unknown>;
    configs[String(body.sn)] = body.config ?? {};
    context.store.state.settings.snConfigs = configs;
    return ok();
  },

  ...standardEndpoints('sites', sites),
  // A deleted site's entrances go with it (it is refused while devices are on it).
  'sites.remove': (request, context) => {
    const answer = sites.remove(request, context);
    const left = new Set(context.store.collection('sites').map((s) => String(s.id)));
    context.store.state.collections.entrances = context.store.collection('entrances').filter((e) => e.siteId === undefined || e.siteId === null || left.has(String(e.siteId)));
    return answer;
  },
  'sites.refresh': () => ok(),
  'sites.entrances': entrances.list,
  'sites.createEntrance': (request, context) => {
    if (request.body.siteId !== undefined) sites.find(request, context, request.body.siteId);
    return entrances.create(request, context);
  },
  'sites.updateEntrance': entrances.update,
  'sites.removeEntrance': entrances.remove,
  'sites.batchAddTzName': (request, context) => {
    const { body } = request;
    const names = (body.tzNames as string[]) ?? [];
    for (const id of (body.entranceIds as unknown[]) ?? []) {
      const entrance = entrances.find(request, context, id);
      entrance.tzNames = [...new Set([...(Array.isArray(entrance.tzNames) ? entrance.tzNames.map(String) : []), ...names])];
    }
    return ok();
  },
};

/** Exposed for the device socket: the live frame of one device. */
export function deviceFrame(context: MockContext, imei: string): unknown {
  const device = context.store.collection('devices').find((d) => d.imei === imei);
  if (!device || isQuiet(context, device, context.options.deviceInterval)) return undefined;
  const time = context.now();
  return { eventType: 'dataDevice', payload: { proBh: device.productId, sn: device.imei, status: device.status, timeStamp: formatTime(time), readings: readingsAt(context, [device], time) } };
}

