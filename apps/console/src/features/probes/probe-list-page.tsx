import { probeNameIn } from '@vigil/sdk/catalogue';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useTranslator } from '../../i18n/use-t';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { useProbeActions } from './probe-actions';
import { probeColumns } from './probe-columns';
import { fetchProbePage, type ProbeRow } from './probe-queries';
import { PROBE_SEARCH_FIELDS } from './probe-search';

/**
 * Probes/channels of one device (hidden /x-device/detector): opened from device management's row (探头, with the
 * device's IMEI in the URL) or directly, choosing the device by IMEI. Thresholds are edited one probe at a time or
 * for the selected probes at once, within range; a helmet also has its gas thresholds (spec §5).
 */
export default function ProbeListPage({ route }: PageProps) {
  return <ProductPage route={route} kind="probeList" body={ProbeList} />;
}

function ProbeList({ module, productId }: ProductPageBodyProps) {
  const { t, language } = useTranslator();
  const columns = useMemo(() => probeColumns(t, language), [t, language]);
  const list = useServerList<ProbeRow>({
    queryKey: ['probes.list', module, productId],
    fields: PROBE_SEARCH_FIELDS,
    fetchPage: (query) => fetchProbePage(fullClient, productId, query),
  });
  const rows = list.query.data?.rows ?? [];
  const { actions, dialog } = useProbeActions(module, productId, rows);
  const imei = rows[0]?.imei;
  return (
    <>
      {imei && (
        <p className="text-sm text-muted-foreground" data-testid="probe-device">
          {t('probe.device', { imei })}
        </p>
      )}
      <ListView
        list={list}
        fields={PROBE_SEARCH_FIELDS}
        columns={columns}
        actions={actions}
        getRowId={(p) => `${p.imei}:${String(p.number)}`}
        rowName={(p) => probeNameIn(p, language)}
        caption={t('probe.table', { imei: imei ?? '' })}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
    </>
  );
}
