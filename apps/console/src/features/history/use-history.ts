import { useQuery } from '@tanstack/react-query';
import type { Probe } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { fetchHistory } from './history-query';
import { toSeries } from './history-series';
import { type RangeChoice, resolveRange } from './range-presets';

/**
 * A device's history over the chosen range: the range is resolved when it is chosen, and its instants are part of
 * the query key, so choosing another range (or the same preset later) asks the backend again.
 */
export function useHistory(imei: string, choice: RangeChoice, probes: readonly Probe[], timeZone: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a rolling range is resolved anew only when the choice changes
  const range = useMemo(() => resolveRange(choice, timeZone, Date.now()), [choice.preset, choice.from, choice.to, timeZone]);
  const query = useQuery({
    queryKey: ['sensors.history', imei, range.from.toISOString(), range.to.toISOString()],
    queryFn: ({ signal }) => fetchHistory(fullClient, imei, range, timeZone, signal),
    enabled: imei !== '',
    staleTime: 60_000,
  });
  const series = useMemo(() => (query.data ? toSeries(query.data, probes, timeZone) : undefined), [query.data, probes, timeZone]);
  return { range, query, series };
}
