/**
 * A reconnect trigger: subscribes `fire` to some outside signal and returns an
 * unsubscribe function. The socket calls `fire`-driven reconnects only while it is
 * trying to connect, so a trigger never revives a socket that was closed on purpose.
 */
export type ReconnectTrigger = (fire: () => void) => () => void;

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Fires when the browser comes back online (`window` 'online'). */
export function onlineTrigger(target: EventTargetLike): ReconnectTrigger {
  return (fire) => {
    target.addEventListener('online', fire);
    return () => target.removeEventListener('online', fire);
  };
}

/** Fires when the tab becomes visible again (`document` 'visibilitychange'). */
export function visibilityTrigger(doc: EventTargetLike & { readonly visibilityState: string }): ReconnectTrigger {
  return (fire) => {
    const onChange = () => {
      if (doc.visibilityState === 'visible') fire();
    };
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  };
}
