import { useCallback, useMemo } from 'react';
import { useOwnSearch } from '../list/use-own-search';
import { parseRangeChoice, type RangeChoice, writeRangeChoice } from './range-presets';

/**
 * The history page's device (`imei`) and range (`range`, `from`, `to`) in the URL, so a reload or a shared link shows
 * the same history. Like the lists, a kept-alive page reads the URL only while it is on screen.
 */
export function useHistoryUrl() {
  const { search: current, go: goQuery } = useOwnSearch();
  const state = useMemo(() => {
    const params = new URLSearchParams(current);
    return { imei: params.get('imei') ?? '', choice: parseRangeChoice(params) };
  }, [current]);
  const go = useCallback(
    (params: URLSearchParams) => goQuery(params.toString()),
    [goQuery],
  );
  const setImei = useCallback(
    (imei: string) => {
      const params = new URLSearchParams(current);
      params.set('imei', imei);
      go(params);
    },
    [current, go],
  );
  const setChoice = useCallback((choice: RangeChoice) => go(writeRangeChoice(new URLSearchParams(current), choice)), [current, go]);
  return { ...state, setImei, setChoice };
}
