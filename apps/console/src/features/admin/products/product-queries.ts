import type { DeviceProduct, VigilClient } from '@vigil/sdk';
import { unwrap } from '../../data/unwrap';
import type { ListPage, ListQuery, SearchField } from '../../list/list-types';

export type Product = DeviceProduct;

export const PRODUCTS_KEY = ['devices.products'] as const;

/** Product management's search form: the product's name (substring). */
export const PRODUCT_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'name', label: 'product.name', kind: 'text' }];

/** One page of the catalogue's products as the organisation has them (GET /device/product/list: `enabled`). */
export async function fetchProductPage(client: VigilClient, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Product>> {
  const result = await unwrap(client.devices.products({ ...filters, pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}
