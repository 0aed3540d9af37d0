import { type ProbeMeasure, probesOfProduct, productIdsOfModule } from '@vigil/sdk/catalogue';
import type { ModuleCode } from '@vigil/sdk/modules';

// Which module serves which catalogue product, and which tags grant it, is the sdk's (catalogue/product-modules).
export { moduleOfProduct, productIdsOfModule as productIdsOf } from '@vigil/sdk/catalogue';

/** The device columns a device list can show, in display order. */
export const DEVICE_COLUMNS = [
  'model', 'sn', 'imei', 'status', 'location', 'remark', 'bindTime', 'lastOnlineTime', 'lastOfflineTime', 'signal',
] as const;
export type DeviceColumn = (typeof DEVICE_COLUMNS)[number];

/** Columns every device module shows; a module adds its own (`signal`) through `extraColumns`. */
export const BASE_DEVICE_COLUMNS: readonly DeviceColumn[] = DEVICE_COLUMNS.filter((c) => c !== 'signal');

export interface ModuleRow {
  /** Device columns beyond the base ones. */
  extraColumns: readonly DeviceColumn[];
}

const devices = (extraColumns: readonly DeviceColumn[] = []): ModuleRow => ({ extraColumns });
/** Cellular devices report their signal strength (CSQ 0–31). */
const SIGNAL: readonly DeviceColumn[] = ['signal'];

/**
 * One row per module of spec §2. The page kinds a module has come from its routes (`KIND_BY_TITLE`); adding a
 * module is a row here, its routes in the route table and its texts in both catalogs.
 */
export const MODULE_REGISTRY: Readonly<Record<ModuleCode, ModuleRow>> = {
  alarms: devices(),
  commercial: devices(SIGNAL),
  user: devices(),
  gas: devices(SIGNAL),
  manhole: devices(SIGNAL),
  lampblack: devices(),
  house: devices(SIGNAL),
  portable: devices(SIGNAL),
  flame: devices(SIGNAL),
  controller: devices(SIGNAL),
  // Pressure has routes but no catalogue card (spec §1/§2): no product, so no devices to list.
  pressure: devices(),
  hat: devices(SIGNAL),
  laser: devices(),
  handheld: devices(),
};

/** The device columns a module's device list shows, in display order. */
export function deviceColumnsOf(module: ModuleCode): DeviceColumn[] {
  const extra = new Set(MODULE_REGISTRY[module].extraColumns);
  return DEVICE_COLUMNS.filter((c) => BASE_DEVICE_COLUMNS.includes(c) || extra.has(c));
}

/**
 * What a module's probes measure (gas or quantity, unit, range, default thresholds), from the sdk's probe catalogue
 * of its products, one entry per probe type in probe-number order; with `probeType`, that type's entry (or undefined).
 */
export function probeMeasureOf(module: ModuleCode): ProbeMeasure[];
export function probeMeasureOf(module: ModuleCode, probeType: string): ProbeMeasure | undefined;
export function probeMeasureOf(module: ModuleCode, probeType?: string): ProbeMeasure[] | ProbeMeasure | undefined {
  const byType = new Map<string, ProbeMeasure>();
  for (const id of productIdsOfModule(module)) for (const probe of probesOfProduct(id)) if (!byType.has(probe.type)) byType.set(probe.type, probe);
  return probeType === undefined ? [...byType.values()] : byType.get(probeType);
}
