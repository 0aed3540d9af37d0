import { useCallback, useState } from 'react';
import { useSecondsUntil } from './use-seconds-until';

/** Seconds left of a countdown started with `start()`; 0 when idle (the SMS resend wait). */
export function useCountdown(seconds: number): [left: number, start: () => void] {
  const [endsAt, setEndsAt] = useState<number | undefined>(undefined);
  const left = useSecondsUntil(endsAt) ?? 0;
  const start = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return [left, start];
}
