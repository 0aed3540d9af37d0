import { type CatalogueEntry, DEVICE_CATALOGUE } from '@vigil/sdk/catalogue';
import type { ModuleCode } from '@vigil/sdk/modules';

/** How a module finds its products in the sdk catalogue (the two laser telemeters share one code, told apart by icon). */
export interface CatalogueMatch {
  code: string;
  icon?: string;
}

/**
 * Catalogue products that have a card but no routes of their own (spec §1 vs §2), and the module whose pages serve
 * them: a civilian alarm is a home-type gas alarm; atmospheric and TVOC monitors are monitoring devices like the
 * oil-fume monitor (device list, real-time and history data, notices). Opening such a card opens that module with
 * the product's own devices.
 */
export const HOSTED_PRODUCTS: readonly (CatalogueMatch & { module: ModuleCode })[] = [
  { code: 'civil', module: 'house' },
  { code: 'environment', module: 'lampblack' },
  { code: 'tvoc', module: 'lampblack' },
];

/**
 * Modules with routes but no catalogue card (spec §2 vs §1): reachable from an extra chooser card for users whose
 * /getRouters answer includes them. They have no product, so their device pages say there is none to list.
 */
export const ROUTE_ONLY_MODULES: readonly ModuleCode[] = ['pressure'];

export const matches = (product: CatalogueEntry, match: CatalogueMatch): boolean =>
  product.code === match.code && (match.icon === undefined || product.icon === match.icon);

/** Catalogue product ids matching any of `matches`, in the order of the matches (a module's own product first). */
export function catalogueIds(list: readonly CatalogueMatch[]): string[] {
  return list.flatMap((match) => DEVICE_CATALOGUE.filter((product) => matches(product, match)).map((product) => product.productid));
}
