import { DATE_TIME_FIELDS, formatDuration, sensorEndpoints } from '@vigil/sdk';
import { Empty, Spinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@vigil/ui';
import { useCallback, useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { browserTimeZone } from '../../app/time-zone';
import { useTranslator } from '../../i18n/use-t';
import { ExportButton } from '../export/export-button';
import { callPermissions } from '../list/call-permissions';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { DevicePicker } from './device-picker';
import { HistoryChart, same, type XRange } from './history-chart';
import { probesOf, useChosenDevice, useConfiguredProbes, withLimitsInForce } from './history-devices';
import { historyCsv, historySheet } from './history-export';
import { fetchHistory } from './history-query';
import { type HistorySeries, readingCount, toSeries } from './history-series';
import { HistoryTable } from './history-table';
import { RangePicker } from './range-picker';
import type { TimeRange } from './range-presets';
import { useElementWidth } from './use-element-width';
import { useHistory } from './use-history';
import { useHistoryUrl } from './use-history-url';

/**
 * History of one device of any module (/x-data/history): its probes over a chosen range as a zoomable chart with
 * the alarm thresholds (in buckets sized to its width past a day, finer as it zooms), or as a table of the readings
 * page by page, and exported as CSV (every reading). Device and range live in the URL.
 */
export default function HistoryPage({ route }: PageProps) {
  return <ProductPage route={route} kind="history" body={HistoryBody} />;
}

function HistoryBody({ module, productId }: ProductPageBodyProps) {
  const { t, language } = useTranslator();
  const timeZone = browserTimeZone();
  const { imei, choice, setImei, setChoice } = useHistoryUrl();
  const device = useChosenDevice(productId, imei);
  const configured = useConfiguredProbes(imei);
  // The history bands show the limits in force: what the operator set on the probe page, else the probe's own.
  const probes = useMemo(() => withLimitsInForce(probesOf(device.data, language), configured.data), [device.data, configured.data, language]);
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const history = useHistory(imei, choice, probes, timeZone, width);
  const { range, query, series, shown } = history;
  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { ...DATE_TIME_FIELDS, timeZone });
    return (seconds: number) => format.format(seconds * 1000);
  }, [language, timeZone]);
  const full = useMemo(() => seconds(range), [range]);
  const onView = useCallback((next: XRange) => history.setView(same(next, full) ? range : { from: new Date(next.min * 1000), to: new Date(next.max * 1000) }), [history.setView, full, range]);
  const count = series ? readingCount(series) : 0;
  const extent = series ? seriesExtent(series, full) : undefined;

  return (
    <div ref={ref} className="grid gap-3">
      <DevicePicker productId={productId} imei={imei} onChange={setImei} />
      <RangePicker choice={choice} timeZone={timeZone} onChange={setChoice} />
      {imei === '' ? (
        <Empty description={t('history.chooseDevice')} />
      ) : query.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : !series || !shown || !extent || count === 0 ? (
        <Empty description={t('history.noData')} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p data-testid="history-summary" className="text-sm text-muted-foreground" aria-live="polite">
              {t('history.summary', { count, first: formatTime(extent.min), last: formatTime(extent.max) })}
              {shown.bucketSeconds !== undefined && <span className="ms-1">{t('history.bucketed', { size: formatDuration(shown.bucketSeconds, language) })}</span>}
            </p>
            <ExportButton
              permissions={callPermissions(sensorEndpoints.history, module)}
              download={async () => historyCsv(historySheet(toSeries(await fetchHistory(fullClient, imei, range, timeZone), probes, timeZone), t('history.time'), formatTime))}
              fallbackName={`history-${imei}.csv`}
            />
          </div>
          <Tabs defaultValue="chart">
            <TabsList>
              <TabsTrigger value="chart">{t('history.chartView')}</TabsTrigger>
              <TabsTrigger value="table">{t('history.tableView')}</TabsTrigger>
            </TabsList>
            <TabsContent value="chart">
              <HistoryChart series={shown} full={full} view={seconds(history.view)} onView={onView} busy={history.refining} timeZone={timeZone} formatTime={formatTime} />
            </TabsContent>
            <TabsContent value="table">
              <HistoryTable imei={imei} range={range} probes={probes} reporting={series.lines.length || probes.length} timeZone={timeZone} formatTime={formatTime} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}

/** A range as chart seconds. */
const seconds = ({ from, to }: TimeRange): XRange => ({ min: from.getTime() / 1000, max: to.getTime() / 1000 });

/** The first and last instant a series has readings for: its instants, or its buckets' span within the range. */
function seriesExtent(series: HistorySeries, range: XRange): XRange {
  const first = series.times[0] ?? range.min;
  const last = series.times.at(-1) ?? range.max;
  if (series.bucketSeconds === undefined) return { min: first, max: last };
  return { min: Math.max(first, range.min), max: Math.min(last + series.bucketSeconds, range.max) };
}
