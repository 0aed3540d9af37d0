import { type CatalogueEntry, mayOpenProduct, ROUTE_ONLY_MODULES } from '@vigil/sdk/catalogue';
import type { ModuleCode } from '@vigil/sdk/modules';
import { moduleOfProduct } from '../features/modules/registry';

/** A chooser card: a catalogue product with the module it opens (null: no pages serve it), or a route-only module. */
export type ChooserCard =
  | { kind: 'product'; product: CatalogueEntry; module: ModuleCode | null; granted: boolean }
  | { kind: 'module'; module: ModuleCode; granted: true };

/** Whether a user may use something the chooser offers: some card open to it (administration counts, as a card). */
export const anyGranted = (cards: readonly ChooserCard[]): boolean => cards.some((card) => card.granted && (card.kind === 'module' || (!card.product.disabled && card.module !== null)));

/**
 * The catalogue's cards, each with the module it opens and whether the user may use it: the /getRouters answer grants
 * that module (`granted`: route names `module:path`) and the user's permissions (`held`, from getInfo) open the
 * product's own calls as the backend decides (the sdk's `mayOpenProduct`: the civilian alarm, shown by the house
 * pages, is not opened by the house tags). Either null until known, when it counts as granting. Then a card for each
 * route-only module (pressure) the answer includes, and one for administration (`user`) when `admin`: the user holds an
 * administration page (issue 23: a pure administrator, without any product, reaches administration from here).
 */
export function chooserCards(products: readonly CatalogueEntry[], granted: ReadonlySet<string> | null, held: readonly string[] | null = null, admin = false): ChooserCard[] {
  const grantedModules = new Set([...(granted ?? [])].map((name) => name.slice(0, name.indexOf(':'))));
  return [
    ...products.map((product): ChooserCard => {
      const module = moduleOfProduct(product);
      const routed = granted === null || (module !== null && grantedModules.has(module));
      return { kind: 'product', product, module, granted: routed && (held === null || mayOpenProduct(held, product.productid)) };
    }),
    ...ROUTE_ONLY_MODULES.filter((module) => grantedModules.has(module)).map((module): ChooserCard => ({ kind: 'module', module, granted: true })),
    ...(admin ? [{ kind: 'module', module: 'user', granted: true } as const] : []),
  ];
}
