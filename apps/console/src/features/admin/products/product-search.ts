import { findProduct } from '@vigil/sdk/catalogue';
import type { Product } from './product-queries';

/**
 * Whether a product matches the search by name as the list shows it: the catalogue's name in either language (the
 * list shows the English one in English) or what the backend calls it, as a case-blind substring. The backend's own
 * name filter knows only its stored (Chinese) names: "Gas" would find nothing.
 */
export function matchesProductName(product: Product, term: string): boolean {
  const wanted = term.trim().toLocaleLowerCase();
  if (wanted === '') return true;
  const entry = findProduct(product.productId);
  const names = [product.name, entry?.name.zh, entry?.name.en];
  return names.some((name) => typeof name === 'string' && name.toLocaleLowerCase().includes(wanted));
}
