import { Empty, Panel, Spinner } from '@vigil/ui';
import { Link } from 'wouter';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { QueryError } from '../data/query-error';
import { routeOfKind } from '../modules/module-routes';
import { PageFrame } from '../modules/page-frame';
import { moduleOfRoute } from '../modules/product-page';
import { useModuleProduct } from '../modules/use-module-product';
import { SiteDevices } from './site-devices';
import { SiteEntrances } from './site-entrances';
import { useSite } from './use-site';
import { useSiteParam } from './use-site-param';

/**
 * One site (hidden route, `?siteId=` from the site list): its entrances (list, add, edit, delete, batch persons in
 * charge) and the module's devices placed on it (assign by IMEI, take off).
 */
export default function SiteDetailPage({ route }: PageProps) {
  const t = useT();
  const module = moduleOfRoute(route);
  const productId = useModuleProduct(module);
  const [siteId] = useSiteParam();
  const site = useSite(siteId);
  const sites = routeOfKind(module, 'sites');
  const back = sites && (
    <Link href={sites.path} className="text-sm text-primary underline-offset-4 hover:underline">
      {t('site.back')}
    </Link>
  );
  const body = () => {
    if (siteId === '') return <Empty description={t('site.none')} />;
    if (site.isPending) return <Spinner />;
    if (site.isError) return <QueryError error={site.error} onRetry={() => void site.refetch()} what={t('route.siteDetail')} />;
    const name = site.data.name;
    return (
      <>
        <p className="font-medium" data-testid="site-name">
          {t('site.heading', { name })}
        </p>
        <Panel tone="plain" title={t('site.entrances')}>
          <SiteEntrances siteId={siteId} siteName={name} />
        </Panel>
        <Panel tone="plain" title={t('site.devices')}>
          {productId === undefined ? <Empty description={t('device.noProduct')} /> : <SiteDevices module={module} productId={productId} siteId={siteId} siteName={name} />}
        </Panel>
      </>
    );
  };
  return (
    <PageFrame route={route} kind="siteDetail">
      {back}
      {body()}
    </PageFrame>
  );
}
