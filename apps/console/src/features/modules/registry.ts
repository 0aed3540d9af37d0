import { type CatalogueEntry, type ProbeMeasure, probesOfProduct } from '@vigil/sdk/catalogue';
import { MODULE_CODES, type ModuleCode } from '@vigil/sdk/modules';
import { type CatalogueMatch, catalogueIds, HOSTED_PRODUCTS, matches } from './product-modules';

/** The device columns a device list can show, in display order. */
export const DEVICE_COLUMNS = [
  'model', 'sn', 'imei', 'status', 'location', 'remark', 'bindTime', 'lastOnlineTime', 'lastOfflineTime', 'signal',
] as const;
export type DeviceColumn = (typeof DEVICE_COLUMNS)[number];

/** Columns every device module shows; a module adds its own (`signal`) through `extraColumns`. */
export const BASE_DEVICE_COLUMNS: readonly DeviceColumn[] = DEVICE_COLUMNS.filter((c) => c !== 'signal');

export interface ModuleRow {
  /** Products of the catalogue whose devices the module lists; none for modules without a catalogue card. */
  catalogue: CatalogueMatch | null;
  /** Device columns beyond the base ones. */
  extraColumns: readonly DeviceColumn[];
}

const devices = (code: string, extraColumns: readonly DeviceColumn[] = [], icon?: string): ModuleRow => ({
  catalogue: icon ? { code, icon } : { code },
  extraColumns,
});
/** Cellular devices report their signal strength (CSQ 0–31). */
const SIGNAL: readonly DeviceColumn[] = ['signal'];

/**
 * One row per module of spec §2. The page kinds a module has come from its routes (`KIND_BY_TITLE`); adding a
 * module is a row here, its routes in the route table and its texts in both catalogs.
 */
export const MODULE_REGISTRY: Readonly<Record<ModuleCode, ModuleRow>> = {
  alarms: devices('alarms'),
  commercial: devices('commercial', SIGNAL),
  user: { catalogue: null, extraColumns: [] },
  gas: devices('gas', SIGNAL),
  manhole: devices('manhole', SIGNAL),
  lampblack: devices('lampblack'),
  house: devices('house', SIGNAL),
  portable: devices('portable', SIGNAL),
  flame: devices('flame', SIGNAL),
  controller: devices('controller', SIGNAL),
  // Pressure has routes but no catalogue card (spec §1/§2): no product, so no devices to list.
  pressure: { catalogue: null, extraColumns: [] },
  hat: devices('hat', SIGNAL),
  laser: devices('telemetryInstrument', [], 'cloud-desk'),
  handheld: devices('telemetryInstrument', [], 'handheld'),
};

/** The catalogue product ids of a module (the backend's `productId`): its own, then those it hosts. */
export function productIdsOf(module: ModuleCode): string[] {
  const own = MODULE_REGISTRY[module].catalogue;
  return catalogueIds([...(own ? [own] : []), ...HOSTED_PRODUCTS.filter((hosted) => hosted.module === module)]);
}

/** The module a chooser card opens: the module whose registry row matches it, or the one hosting it; else none. */
export function moduleOfProduct(product: CatalogueEntry): ModuleCode | null {
  const own = MODULE_CODES.find((module) => {
    const match = MODULE_REGISTRY[module].catalogue;
    return match !== null && matches(product, match);
  });
  return own ?? HOSTED_PRODUCTS.find((hosted) => matches(product, hosted))?.module ?? null;
}

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
  for (const id of productIdsOf(module)) for (const probe of probesOfProduct(id)) if (!byType.has(probe.type)) byType.set(probe.type, probe);
  return probeType === undefined ? [...byType.values()] : byType.get(probeType);
}
