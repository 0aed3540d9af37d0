import type { MockContext } from '../context';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { NOUNS } from '../i18n/nouns';
import { ownerStamp } from '../scope';
import { CATALOGUE, probeRow } from '../seed/catalogue';
import { requireSession } from '../session';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { devices } from './device-records';
import type { HandlerRequest, HandlerTable } from './types';

/** Collections whose rows follow a device by IMEI and go with it when it is deleted. */
const BY_IMEI = ['probes', 'sensorConfigs', 'shares', 'contacts', 'deviceAccounts', 'simPlans'] as const;

/** Refuses an IMEI another device has (across the organisation: an IMEI names one physical device). */
function assertImeiFree(context: MockContext, imei: unknown, except?: Row): void {
  if (context.store.collection('devices').some((d) => d !== except && d.imei === imei)) {
    throw new ApiError(500, 'record.duplicate', { what: NOUNS.device, value: String(imei) }, 'imei');
  }
}

/** The probes a new device of this product has, from the catalogue, with their default thresholds. */
function catalogueProbes(context: MockContext, device: Row): Row[] {
  const locale = context.options.locale;
  const specs = CATALOGUE.find((product) => product.productId === String(device.productId))?.probes ?? [];
  return specs.map((spec, index) => ({ id: context.store.nextId(), ...probeRow(spec, index, { id: Number(device.id), imei: String(device.imei) }, locale) }));
}

/** The devices of a comma-separated id list, each in the request's scope (else "does not exist", nothing changed). */
function devicesOfIds(request: HandlerRequest, context: MockContext): Row[] {
  const ids = String(request.params.id ?? '').split(',').filter(Boolean);
  if (ids.length === 0) throw new ApiError(400, 'record.idRequired', { what: NOUNS.device });
  return ids.map((id) => devices.find(request, context, id));
}

/** Extensions of spec §7 (sdk: sensors.get/create/update/unbind/remove): one device's life cycle. */
export const deviceWriteHandlers: HandlerTable = {
  'sensors.get': devices.get,
  'sensors.create': (request, context) => {
    const { body } = request;
    const product = context.store.collection('products').find((p) => String(p.productId) === String(body.productId));
    if (!product) throw new ApiError(500, 'record.missing', { what: NOUNS.product, id: String(body.productId) }, 'productId');
    assertImeiFree(context, body.imei);
    const now = formatTime(context.now());
    const imei = String(body.imei);
    const device: Row = {
      sn: imei,
      name: `${String(product.name)} ${imei.slice(-4)}`,
      model: '',
      remark: '',
      location: '',
      siteId: null,
      ...body,
      id: context.store.nextId(),
      productId: product.productId,
      productName: product.name,
      status: 'offline',
      bound: true,
      bindTime: now,
      lastOnlineTime: null,
      lastOfflineTime: null,
      ...ownerStamp(requireSession(request.session).user),
      createTime: now,
    };
    context.store.collection('devices').push(device);
    context.store.collection('probes').push(...catalogueProbes(context, device));
    return ok();
  },
  'sensors.update': (request, context) => {
    const { id, ...input } = request.body;
    const device = devices.find(request, context, id);
    const before = device.imei;
    if (input.imei !== undefined) assertImeiFree(context, input.imei, device);
    Object.assign(device, input, { updateTime: formatTime(context.now()) });
    if (device.imei !== before) {
      for (const name of BY_IMEI) for (const row of context.store.collection(name)) if (row.imei === before) row.imei = device.imei;
    }
    return ok();
  },
  'sensors.unbind': (request, context) => {
    for (const device of devicesOfIds(request, context)) Object.assign(device, { bound: false, bindTime: null, updateTime: formatTime(context.now()) });
    return ok();
  },
  'sensors.remove': (request, context) => {
    const removed = devicesOfIds(request, context);
    const ids = new Set(removed.map((d) => d.id));
    const imeis = new Set(removed.map((d) => d.imei));
    const { collections } = context.store.state;
    collections.devices = context.store.collection('devices').filter((d) => !ids.has(d.id));
    for (const name of BY_IMEI) collections[name] = context.store.collection(name).filter((row) => !imeis.has(row.imei));
    return ok();
  },
};
