import { useEffect, useState } from 'react';

/**
 * Whole seconds since `startedAt` on `clock` (Date.now by default; performance.now for a MediaRecorder's start),
 * ticking every `intervalMs` while there is a start; 0 without one.
 */
export function useElapsedSeconds(startedAt: number | null, clock: () => number = Date.now, intervalMs = 1000): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (startedAt === null) return undefined;
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [startedAt, clock, intervalMs]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}
