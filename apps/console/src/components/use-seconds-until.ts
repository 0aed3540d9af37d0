import { useEffect, useState } from 'react';

function secondsLeft(deadline: number | undefined): number | null {
  return deadline === undefined ? null : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Whole seconds left until `deadline` (epoch ms), ticking every second; 0 once it has passed; null without one. */
export function useSecondsUntil(deadline: number | undefined): number | null {
  const [seconds, setSeconds] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    setSeconds(secondsLeft(deadline));
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const next = secondsLeft(deadline);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}
