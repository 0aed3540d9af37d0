import type { CatalogueEntry } from '@vigil/sdk/catalogue';
import type { ModuleCode } from '@vigil/sdk/modules';
import { moduleOfProduct } from '../features/modules/registry';
import { ROUTE_ONLY_MODULES } from '../features/modules/product-modules';

/** A chooser card: a catalogue product with the module it opens (null: no pages serve it), or a route-only module. */
export type ChooserCard =
  | { kind: 'product'; product: CatalogueEntry; module: ModuleCode | null; granted: boolean }
  | { kind: 'module'; module: ModuleCode; granted: true };

/**
 * The catalogue's cards, each with the module it opens and whether the user's /getRouters answer grants that module
 * (`granted`: route names `module:path`; null until known, when every module counts as granted), then a card for
 * each route-only module (pressure) the answer includes.
 */
export function chooserCards(products: readonly CatalogueEntry[], granted: ReadonlySet<string> | null): ChooserCard[] {
  const grantedModules = new Set([...(granted ?? [])].map((name) => name.slice(0, name.indexOf(':'))));
  return [
    ...products.map((product): ChooserCard => {
      const module = moduleOfProduct(product);
      return { kind: 'product', product, module, granted: granted === null || (module !== null && grantedModules.has(module)) };
    }),
    ...ROUTE_ONLY_MODULES.filter((module) => grantedModules.has(module)).map((module): ChooserCard => ({ kind: 'module', module, granted: true })),
  ];
}
