import { useMemo, useState } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { browserTimeZone } from '../../app/time-zone';
import { useT, useTranslator } from '../../i18n/use-t';
import type { Device } from '../devices/device-queries';
import { fetchDevicePage } from '../devices/device-queries';
import { DEVICE_SEARCH_FIELDS } from '../devices/device-search';
import { useDateTime } from '../format/use-date-time';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { realtimeColumns } from './realtime-columns';
import { STALE_AFTER_MS } from './stale-rule';
import { POLL_INTERVAL_MS } from './use-polled-readings';
import { useRealtimeReadings } from './use-realtime-readings';
import { WatchedPanel } from './watched-panel';

/**
 * Real-time data of any module (/x-data/data): the module's devices with their latest readings and alarm state. The
 * device the user watches comes live through its socket; the others are polled (POLL_INTERVAL_MS). A changed value
 * is highlighted for a moment; a device without data for STALE_AFTER_MS shows as stale.
 */
export default function RealtimePage({ route }: PageProps) {
  return <ProductPage route={route} kind="realtime" body={Realtime} />;
}

function Realtime({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const { language } = useTranslator();
  const time = useDateTime();
  const [watched, setWatched] = useState<string | null>(null);
  const data = useRealtimeReadings(module, productId, watched);
  const { readingsOf, marks, now, live } = data;
  const list = useServerList<Device>({
    queryKey: ['sensors.list', 'realtime', module, productId],
    fields: DEVICE_SEARCH_FIELDS,
    fetchPage: (query) => fetchDevicePage(fullClient, productId, query),
  });
  const timeZone = browserTimeZone();
  const columns = useMemo(
    () => realtimeColumns({ t, time, language, timeZone, data: { readingsOf, marks, now }, watched, onWatch: setWatched }),
    [t, time, language, timeZone, readingsOf, marks, now, watched],
  );

  return (
    <>
      <p className="text-sm text-muted-foreground">
        {t('realtime.hint', { seconds: POLL_INTERVAL_MS / 1000, minutes: STALE_AFTER_MS / 60_000 })}
      </p>
      {watched !== null && (
        <WatchedPanel imei={watched} status={live.status} readings={live.frame?.readings ?? null} marks={marks} onClose={() => setWatched(null)} />
      )}
      <ListView
        list={list}
        fields={DEVICE_SEARCH_FIELDS}
        columns={columns}
        getRowId={(d) => d.imei}
        rowName={(d) => d.imei}
        caption={t('realtime.table', { module: t(`module.${module}`) })}
      />
    </>
  );
}
