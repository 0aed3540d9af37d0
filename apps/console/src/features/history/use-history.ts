import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Probe } from '@vigil/sdk';
import { useMemo, useState } from 'react';
import { fullClient } from '../../app/full-client';
import { type Resolution, resolutionOf } from './history-resolution';
import { fetchWindow, windowSeries } from './history-window';
import { type RangeChoice, resolveRange, type TimeRange } from './range-presets';

/** One window of a device's history at a resolution; its instants and bucket size are the query key. */
function useHistoryWindow(imei: string, window: TimeRange | undefined, resolution: Resolution, probes: readonly Probe[], timeZone: string, keepPrevious: boolean) {
  const query = useQuery({
    queryKey: ['sensors.history', imei, window?.from.toISOString(), window?.to.toISOString(), resolution.kind === 'buckets' ? resolution.seconds : 'raw'],
    queryFn: ({ signal }) => fetchWindow(fullClient, imei, window as TimeRange, resolution, timeZone, signal),
    enabled: imei !== '' && window !== undefined,
    staleTime: 60_000,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  const series = useMemo(() => (query.data ? windowSeries(query.data, probes, timeZone) : undefined), [query.data, probes, timeZone]);
  return { query, series };
}

const sameWindow = (a: TimeRange, b: TimeRange) => a.from.getTime() === b.from.getTime() && a.to.getTime() === b.to.getTime();

/**
 * A device's history over the chosen range, drawn `width` pixels wide: the range is resolved when it is chosen, over a
 * day it is fetched in buckets sized to the width, and a zoomed view (`view`, set by the chart) is fetched again at
 * its own resolution, every reading once it is a day or less, unless the whole range already holds every reading.
 */
export function useHistory(imei: string, choice: RangeChoice, probes: readonly Probe[], timeZone: string, width: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a rolling range is resolved anew only when the choice changes
  const range = useMemo(() => resolveRange(choice, timeZone, Date.now()), [choice.preset, choice.from, choice.to, timeZone]);
  // A zoom belongs to the device and range it was made on: another one starts unzoomed.
  const [zoom, setZoom] = useState<{ imei: string; range: TimeRange; view: TimeRange } | null>(null);
  const view = zoom && zoom.imei === imei && zoom.range === range && !sameWindow(zoom.view, range) ? zoom.view : null;
  const measured = width > 0;
  const whole = useHistoryWindow(imei, measured ? range : undefined, resolutionOf(range, width), probes, timeZone, false);
  const wholeBucket = whole.series?.bucketSeconds;
  const viewResolution = view ? resolutionOf(view, width) : undefined;
  // Finer than what the whole range holds: raw, or smaller buckets.
  const finer = viewResolution !== undefined && wholeBucket !== undefined && (viewResolution.kind === 'raw' || viewResolution.seconds < wholeBucket);
  const zoomed = useHistoryWindow(imei, finer && view ? view : undefined, viewResolution ?? { kind: 'raw' }, probes, timeZone, true);
  const shown = (finer && zoomed.series) || whole.series;
  return {
    range,
    /** The whole range's query and series (the summary, the export's range). */
    query: whole.query,
    series: whole.series,
    /** What the chart draws: the zoomed window's series once fetched, else the whole range's. */
    shown,
    /** The view's own fetch is under way. */
    refining: finer && zoomed.query.isFetching,
    view: view ?? range,
    setView: (next: TimeRange) => setZoom({ imei, range, view: next }),
  };
}
