import { DATE_TIME_FIELDS } from '@vigil/sdk';
import { sensorEndpoints } from '@vigil/sdk';
import { Empty, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@vigil/ui';
import { useMemo } from 'react';
import type { PageProps } from '../../app/pages';
import { browserTimeZone } from '../../app/time-zone';
import { useTranslator } from '../../i18n/use-t';
import { ExportButton } from '../export/export-button';
import { callPermissions } from '../list/call-permissions';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { DevicePicker } from './device-picker';
import { HistoryChart } from './history-chart';
import { probesOf, useChosenDevice } from './history-devices';
import { historyCsv, historySheet } from './history-export';
import { HistoryTable } from './history-table';
import { RangePicker } from './range-picker';
import { useHistory } from './use-history';
import { useHistoryUrl } from './use-history-url';

/**
 * History of one device of any module (/x-data/history): its probes over a chosen range as a zoomable chart with
 * the alarm thresholds, or as a table, and exported as CSV. Device and range live in the URL.
 */
export default function HistoryPage({ route }: PageProps) {
  return <ProductPage route={route} kind="history" body={HistoryBody} />;
}

function HistoryBody({ module, productId }: ProductPageBodyProps) {
  const { t, language } = useTranslator();
  const timeZone = browserTimeZone();
  const { imei, choice, setImei, setChoice } = useHistoryUrl();
  const device = useChosenDevice(productId, imei);
  const probes = useMemo(() => probesOf(device.data, language), [device.data, language]);
  const { query, series } = useHistory(imei, choice, probes, timeZone);
  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { ...DATE_TIME_FIELDS, timeZone });
    return (seconds: number) => format.format(seconds * 1000);
  }, [language, timeZone]);
  const count = series?.times.length ?? 0;

  return (
    <>
      <DevicePicker productId={productId} imei={imei} onChange={setImei} />
      <RangePicker choice={choice} timeZone={timeZone} onChange={setChoice} />
      {imei === '' ? (
        <Empty description={t('history.chooseDevice')} />
      ) : query.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : !series || count === 0 ? (
        <Empty description={t('history.noData')} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p data-testid="history-summary" className="text-sm text-muted-foreground" aria-live="polite">
              {t('history.summary', { count, first: formatTime(series.times[0] ?? 0), last: formatTime(series.times.at(-1) ?? 0) })}
            </p>
            <ExportButton
              permissions={callPermissions(sensorEndpoints.history, module)}
              download={async () => historyCsv(historySheet(series, t('history.time'), formatTime))}
              fallbackName={`history-${imei}.csv`}
            />
          </div>
          <Tabs defaultValue="chart">
            <TabsList>
              <TabsTrigger value="chart">{t('history.chartView')}</TabsTrigger>
              <TabsTrigger value="table">{t('history.tableView')}</TabsTrigger>
            </TabsList>
            <TabsContent value="chart">
              <HistoryChart series={series} timeZone={timeZone} formatTime={formatTime} />
            </TabsContent>
            <TabsContent value="table">
              <HistoryTable series={series} formatTime={formatTime} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </>
  );
}
