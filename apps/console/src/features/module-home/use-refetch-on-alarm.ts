import type { AlarmFeedChange, AlarmItem } from '@vigil/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Least time between two refetches while alarms stream in: a flood refetches once per window, not once per alarm. */
export const ALARM_REFETCH_MS = 2_000;

/**
 * Refetches the queries under `keys` when the live feed takes in a new alarm (the popup's socket), at once for the
 * first and at most once per `ALARM_REFETCH_MS` after it (the last alarm of a burst is always followed by a refetch).
 * The alarm pipeline is loaded on its own (it is the popup's chunk), not with the page.
 */
export function useRefetchOnAlarm(keys: readonly QueryKey[], enabled: boolean): void {
  const client = useQueryClient();
  // The keys as one value, so a new array of the same keys does not resubscribe.
  const signature = JSON.stringify(keys);
  useEffect(() => {
    if (!enabled) return;
    const queryKeys = JSON.parse(signature) as QueryKey[];
    let last = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = () => {
      timer = undefined;
      last = Date.now();
      for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
    };
    const onChange = (_items: readonly AlarmItem[], change: AlarmFeedChange) => {
      if (change.added === 0 || timer !== undefined) return;
      const wait = last + ALARM_REFETCH_MS - Date.now();
      if (wait <= 0) refetch();
      else timer = setTimeout(refetch, wait);
    };
    let off = () => {};
    let cancelled = false;
    void import('../../alarm/alarm-service').then(({ alarmService }) => {
      if (cancelled) return;
      const { feed } = alarmService();
      feed.on('change', onChange);
      off = () => feed.off('change', onChange);
    });
    return () => {
      cancelled = true;
      off();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [client, signature, enabled]);
}
