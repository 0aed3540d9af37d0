import { useSyncExternalStore } from 'react';

interface ChangeEmitter<S> {
  readonly state: S;
  on(event: 'change', listener: (state: NoInfer<S>) => void): unknown;
  off(event: 'change', listener: (state: NoInfer<S>) => void): unknown;
}

/** React view of a realtime state object (popup, sound) that emits `change`. */
export function useEmitterState<S>(emitter: ChangeEmitter<S>): S {
  return useSyncExternalStore(
    (notify) => {
      emitter.on('change', notify);
      return () => emitter.off('change', notify);
    },
    () => emitter.state,
  );
}
