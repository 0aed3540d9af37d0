import { type DeviceProduct, type VigilClient, WHOLE_PRODUCT_LIST } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery, SearchField } from '../../list/list-types';
import { matchesProductName } from './product-search';

export type Product = DeviceProduct;

export const PRODUCTS_KEY = ['devices.products'] as const;

/** Product management's search form: the product's name (substring). */
export const PRODUCT_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'name', label: 'product.name', kind: 'text' }];

/**
 * One page of the catalogue's products as the organisation has them (GET /device/product/list: `enabled`). A name
 * search is the console's: the whole list (a catalogue of 15) filtered by the names the list shows in either language
 * (`matchesProductName`), then paged, since the backend matches only its stored names.
 */
export async function fetchProductPage(client: VigilClient, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Product>> {
  const { name = '', ...rest } = filters;
  if (name.trim() === '') {
    const result = await unwrap(client.devices.products({ ...rest, pageNum, pageSize }));
    return { rows: result.rows, total: result.total };
  }
  const whole = await unwrap(client.devices.products({ ...rest, ...WHOLE_PRODUCT_LIST }));
  const found = whole.rows.filter((product) => matchesProductName(product, name));
  return { rows: found.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: found.length };
}
