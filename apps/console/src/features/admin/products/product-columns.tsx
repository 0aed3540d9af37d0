import { findProduct, nameIn } from '@vigil/sdk/catalogue';
import type { ReactNode } from 'react';
import { ProductIcon } from '../../../components/app-icon';
import type { Language } from '../../../i18n/translator';
import type { ListColumn } from '../../list/list-types';
import type { Product } from './product-queries';

/** A product's name in the user's language: the catalogue's, else what the backend calls it. */
export function productName(product: Product, language: Language): string {
  const entry = findProduct(product.productId);
  return entry ? nameIn(entry.name, language) : product.name;
}

/** Product id, name (with its icon), code, and the enable switch the page renders. */
export function productColumns(language: Language, status: (product: Product) => ReactNode): ListColumn<Product>[] {
  return [
    { id: 'productId', label: 'product.productId', cell: (p) => <span className="font-mono">{String(p.productId)}</span> },
    {
      id: 'name',
      label: 'product.name',
      cell: (p) => (
        <span className="inline-flex items-center gap-2">
          <ProductIcon icon={findProduct(p.productId)?.icon ?? p.code ?? ''} className="size-4 text-primary" />
          {productName(p, language)}
        </span>
      ),
    },
    { id: 'code', label: 'product.code', cell: (p) => p.code ?? '—' },
    { id: 'status', label: 'product.status', cell: status },
  ];
}
