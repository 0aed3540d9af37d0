import { isModuleCode, type ModuleCode } from '@vigil/sdk/modules';
import { Empty } from '@vigil/ui';
import type { ComponentType } from 'react';
import { useT } from '../../i18n/use-t';
import type { AppRoute } from '../../routes/route-table';
import { PageFrame } from './page-frame';
import type { PageKind } from './page-kinds';
import { useModuleProduct } from './use-module-product';

/** The module a page belongs to: its route's (the router only renders module pages for module routes). */
export function moduleOfRoute(route: Pick<AppRoute, 'module'> | null | undefined): ModuleCode {
  return route?.module && isModuleCode(route.module) ? route.module : 'house';
}

export interface ProductPageProps {
  route: AppRoute | null | undefined;
  kind: PageKind;
  /** The page's body, for the product the module shows (useModuleProduct); remounted when the product changes. */
  body: ComponentType<ProductPageBodyProps>;
}

export interface ProductPageBodyProps {
  module: ModuleCode;
  productId: string;
}

/**
 * The frame of a page about one product's devices: its heading (its menu item's name, as the tab title) and its body, or, for a module
 * without a catalogue product (pressure), a note that there are no devices to show.
 */
export function ProductPage({ route, kind, body: Body }: ProductPageProps) {
  const t = useT();
  const module = moduleOfRoute(route);
  const productId = useModuleProduct(module);
  return (
    <PageFrame route={route} kind={kind}>
      {productId === undefined ? <Empty description={t('device.noProduct')} /> : <Body key={productId} module={module} productId={productId} />}
    </PageFrame>
  );
}
