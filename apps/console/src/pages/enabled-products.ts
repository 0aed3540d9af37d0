import type { CatalogueEntry } from '@vigil/sdk/catalogue';

/** What the backend's product list (`/device/product/list`) says of one product. */
export interface ProductState {
  productId: string | number;
  enabled?: boolean | undefined;
}

/**
 * The catalogue as the organisation has it: a product is open when the backend's list enables it. Without an answer
 * (not yet, or the call failed) or with none enabled, the catalogue's own default applies (spec §1: home alarm only).
 */
export function withEnabledProducts(catalogue: readonly CatalogueEntry[], answer: readonly ProductState[] | undefined): readonly CatalogueEntry[] {
  const enabled = new Set((answer ?? []).filter((product) => product.enabled === true).map((product) => String(product.productId)));
  if (enabled.size === 0) return catalogue;
  return catalogue.map((product) => ({ ...product, disabled: !enabled.has(product.productid) }));
}
