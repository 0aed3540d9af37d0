import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; error: unknown };

/** Runs `load` on mount (and on `reload()`), ignoring answers that arrive after unmount. */
export function useRequest<T>(load: () => Promise<T>): [RequestState<T>, () => void] {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `round` drives reloads.
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ok', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  return [state, useCallback(() => setRound((r) => r + 1), [])];
}
