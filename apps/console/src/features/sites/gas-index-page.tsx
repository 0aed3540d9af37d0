import { Empty, Panel, Spinner } from '@vigil/ui';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { QueryError } from '../data/query-error';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { GasIndexChart } from './gas-index-chart';
import { GasIndexTable } from './gas-index-table';
import { useGasIndex } from './gas-index-query';
import { SitePicker } from './site-picker';
import { useSite } from './use-site';
import { useSiteParam } from './use-site-param';

/** A site's gas index (POST /jgtc/info/gasIndex): the latest figure, and the last 24 hours as a chart and a table. */
export default function GasIndexPage({ route }: PageProps) {
  return <ProductPage route={route} kind="gasIndex" body={GasIndex} />;
}

function GasIndex({ productId }: ProductPageBodyProps) {
  const t = useT();
  const [siteId, choose] = useSiteParam();
  const site = useSite(siteId);
  const gas = useGasIndex(siteId, productId);
  const name = site.data?.name ?? siteId;
  const body = () => {
    if (siteId === '') return <Empty description={t('site.pickerPlaceholder')} />;
    if (gas.isPending) return <Spinner />;
    if (gas.isError) return <QueryError error={gas.error} onRetry={() => void gas.refetch()} what={t('route.gasIndex')} />;
    const { index, points } = gas.data;
    return (
      <>
        <Panel tone="plain" title={t('site.gasIndexNow')}>
          <p className="text-3xl font-semibold" data-testid="gas-index-now">
            {index === null ? t('site.noReading') : String(index)}
          </p>
        </Panel>
        <GasIndexChart points={points} label={t('site.gasIndexChart', { site: name })} legend={t('site.indexValue')} />
        <GasIndexTable points={points} caption={t('site.gasIndexTable', { site: name })} />
      </>
    );
  };
  return (
    <>
      <SitePicker siteId={siteId} onChange={choose} />
      {body()}
    </>
  );
}
