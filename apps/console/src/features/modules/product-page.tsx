import { isModuleCode, type ModuleCode } from '@vigil/sdk/modules';
import { Empty } from '@vigil/ui';
import type { ComponentType } from 'react';
import type { AppRoute } from '../../routes/route-table';
import { useT } from '../../i18n/use-t';
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
  const titleId = `${kind}-title`;
  return (
    <section className="grid min-w-0 gap-4 p-4" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-lg font-semibold">
        {t(route?.title ?? `kind.${kind}`)}
      </h1>
      {productId === undefined ? <Empty description={t('device.noProduct')} /> : <Body key={productId} module={module} productId={productId} />}
    </section>
  );
}
