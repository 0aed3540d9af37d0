import type { AlarmFeed, AlarmItem } from '@vigil/realtime';
import { useEffect, useRef } from 'react';

/** Calls `listener` with the newest alarm whenever the feed takes in new ones (once per coalesced change). */
export function useNewAlarm(feed: AlarmFeed, listener: (newest: AlarmItem) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const onChange = (items: readonly AlarmItem[], change: { added: number }) => {
      const [newest] = items;
      if (change.added > 0 && newest) latest.current(newest);
    };
    feed.on('change', onChange);
    return () => {
      feed.off('change', onChange);
    };
  }, [feed]);
}
