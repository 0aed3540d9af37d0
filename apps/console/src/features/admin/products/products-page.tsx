import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useTranslator } from '../../../i18n/use-t';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { productColumns, productName } from './product-columns';
import { fetchProductPage, PRODUCT_SEARCH_FIELDS, PRODUCTS_KEY, type Product } from './product-queries';
import { useProductSwitch } from './use-product-switch';

/** /product/product: the catalogue's products, each enabled or disabled with a confirmed switch; the chooser follows. */
export default function ProductsPage({ route }: PageProps) {
  return (
    <AdminPage route={route} kind="adminProducts">
      <ProductList />
    </AdminPage>
  );
}

function ProductList() {
  const { t, language } = useTranslator();
  const list = useServerList<Product>({ queryKey: PRODUCTS_KEY, fields: PRODUCT_SEARCH_FIELDS, fetchPage: (query) => fetchProductPage(fullClient, query) });
  const toggle = useProductSwitch(language);
  const columns = useMemo(() => productColumns(language, toggle.cell), [language, toggle.cell]);
  return (
    <>
      <ListView list={list} fields={PRODUCT_SEARCH_FIELDS} columns={columns} actions={[]} getRowId={(p) => String(p.productId)} rowName={(p) => productName(p, language)} caption={t('product.table')} />
      {toggle.element}
    </>
  );
}
