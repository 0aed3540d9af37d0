import { WILDCARD_PERMISSION } from '../constants';
import { canCall, type HasAccess } from '../rules/endpoint-permission';
import { type CatalogueEntry, DEVICE_CATALOGUE, findProduct } from './device-catalogue';
import type { ModuleCode } from './modules';

/** How a module finds its products in the catalogue (the two laser telemeters share one code, told apart by icon). */
export interface CatalogueMatch {
  code: string;
  icon?: string;
}

/** Each module's own catalogue product (spec §1 vs §2); none for administration and pressure (routes, no card). */
const OWN_PRODUCTS: Readonly<Record<ModuleCode, CatalogueMatch | null>> = {
  alarms: { code: 'alarms' },
  commercial: { code: 'commercial' },
  user: null,
  gas: { code: 'gas' },
  manhole: { code: 'manhole' },
  lampblack: { code: 'lampblack' },
  house: { code: 'house' },
  portable: { code: 'portable' },
  flame: { code: 'flame' },
  controller: { code: 'controller' },
  pressure: null,
  hat: { code: 'hat' },
  laser: { code: 'telemetryInstrument', icon: 'cloud-desk' },
  handheld: { code: 'telemetryInstrument', icon: 'handheld' },
};

/**
 * Catalogue products with a card but no routes of their own (spec §1 vs §2), and the module whose pages serve them: a
 * civilian alarm is a home-type gas alarm; atmospheric and TVOC monitors are monitoring devices like the oil-fume
 * monitor. Serving is not granting: their calls are granted by their own code (see `permissionModuleOf`).
 */
export const HOSTED_PRODUCTS: readonly (CatalogueMatch & { module: ModuleCode })[] = Object.freeze([
  { code: 'civil', module: 'house' },
  { code: 'environment', module: 'lampblack' },
  { code: 'tvoc', module: 'lampblack' },
]);

/** Modules with routes but no catalogue card (spec §2 vs §1): a chooser shows them only to users granted their routes. */
export const ROUTE_ONLY_MODULES: readonly ModuleCode[] = Object.freeze(['pressure']);

export const matchesProduct = (product: CatalogueEntry, match: CatalogueMatch): boolean =>
  product.code === match.code && (match.icon === undefined || product.icon === match.icon);

const idsOf = (match: CatalogueMatch): string[] => DEVICE_CATALOGUE.filter((product) => matchesProduct(product, match)).map((product) => product.productid);

/** The catalogue product ids a module's pages list (the backend's `productId`): its own first, then those it hosts. */
export function productIdsOfModule(module: ModuleCode): string[] {
  const own = OWN_PRODUCTS[module];
  return [...(own ? idsOf(own) : []), ...HOSTED_PRODUCTS.filter((hosted) => hosted.module === module).flatMap(idsOf)];
}

const ownerOf = (product: CatalogueEntry): ModuleCode | undefined =>
  (Object.keys(OWN_PRODUCTS) as ModuleCode[]).find((module) => {
    const own = OWN_PRODUCTS[module];
    return own !== null && matchesProduct(product, own);
  });

/** The module whose pages serve a catalogue product (the one its chooser card opens): its owner, or its host; else none. */
export function moduleOfProduct(product: CatalogueEntry): ModuleCode | null {
  return ownerOf(product) ?? HOSTED_PRODUCTS.find((hosted) => matchesProduct(product, hosted))?.module ?? null;
}

/**
 * What `{module}` stands for in a module-bound permission (`{module}:device:list`, spec §6) when a call names this
 * product: the module that owns it (whose menus carry the buttons: `house`, `laser` for the desktop telemeter), else
 * the product's own catalogue code. A hosted product (`civil`) is therefore not granted by its host's tags: a
 * house-only user holds `house:…`, not `civil:…`. A product outside the catalogue: undefined (callers use its code).
 * The backend (vigil-mock's authorize) and the console (chooser, alarm scope) both read it.
 */
export function permissionModuleOf(productId: string | number): string | undefined {
  const product = findProduct(productId);
  return product ? (ownerOf(product) ?? product.code) : undefined;
}

/**
 * Whether a user holding `held` may make a call naming product `productId` (spec §6), as the backend decides it: a
 * module-bound call needs its tag in the product's `permissionModuleOf`; a product outside the catalogue belongs to
 * no module, so only `*:*:*` reaches it.
 */
export function canCallForProduct(held: readonly string[], endpoint: HasAccess, productId: string | number): boolean {
  const module = permissionModuleOf(productId);
  return module === undefined ? held.includes(WILDCARD_PERMISSION) : canCall(held, endpoint, module);
}

/**
 * The call a product's pages start from: its device list (`sensors.list` of the endpoint table; a test keeps the two
 * equal, so the catalogue entry stays free of the table's schemas).
 */
export const PRODUCT_PAGES_CALL: HasAccess = Object.freeze({ access: '{module}:device:list' });

/** Whether the backend lets a user holding `held` into a product's pages (a chooser card is open to it). */
export const mayOpenProduct = (held: readonly string[], productId: string | number): boolean => canCallForProduct(held, PRODUCT_PAGES_CALL, productId);
