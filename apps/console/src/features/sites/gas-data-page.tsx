import type { Reading } from '@vigil/sdk';
import { probeNameIn } from '@vigil/sdk/catalogue';
import { Empty } from '@vigil/ui';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useTranslator } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import { useDateTime } from '../format/use-date-time';
import type { ListColumn, SearchField } from '../list/list-types';
import { textOrEmpty as text } from '../list/cell-text';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { SitePicker } from './site-picker';
import { useSite } from './use-site';
import { useSiteParam } from './use-site-param';

const FIELDS: readonly SearchField[] = [{ name: 'imei', label: 'site.imei', kind: 'text' }];

/** A site's gas data (POST /jgtc/info/gasDataShow): the latest reading of each probe of its online devices. */
export default function GasDataPage({ route }: PageProps) {
  return <ProductPage route={route} kind="gasData" body={GasData} />;
}

function GasData({ productId }: ProductPageBodyProps) {
  const { t, language } = useTranslator();
  const time = useDateTime();
  const [siteId, choose] = useSiteParam();
  const site = useSite(siteId);
  const list = useServerList<Reading>({
    queryKey: ['sensors.gasData', siteId, productId],
    fields: FIELDS,
    enabled: siteId !== '',
    fetchPage: async ({ filters, pageNum, pageSize }) => {
      const result = await unwrap(fullClient.sensors.gasData({ ...filters, siteId, productId, pageNum, pageSize }));
      return { rows: result.rows, total: result.total };
    },
  });
  const columns = useMemo<ListColumn<Reading>[]>(
    () => [
      { id: 'imei', label: 'site.imei', cell: (r) => <span className="font-mono">{text(r.imei)}</span> },
      // The catalogue's name in the UI language (a backend stores its probe names in one language).
      { id: 'probe', label: 'site.probe', cell: (r) => probeNameIn({ type: r.type, name: r.name }, language, text(r.probe)) },
      { id: 'value', label: 'site.value', cell: (r) => (r.value === null ? t('site.noReading') : `${String(r.value)} ${text(r.unit)}`.trim()) },
      { id: 'time', label: 'site.time', cell: (r) => time(r.time) },
    ],
    [t, language, time],
  );
  return (
    <>
      <SitePicker siteId={siteId} onChange={choose} />
      {siteId === '' ? (
        <Empty description={t('site.pickerPlaceholder')} />
      ) : (
        <ListView list={list} fields={FIELDS} columns={columns} getRowId={(r) => `${text(r.imei)}:${text(r.probe)}`} rowName={(r) => text(r.imei)} caption={t('site.gasDataTable', { site: site.data?.name ?? siteId })} />
      )}
    </>
  );
}
