import type { ToastItem, ToastStore } from '@vigil/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '../i18n/use-t';

function ToastEntry({ item, store }: { item: ToastItem; store: ToastStore }) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => store.dismiss(item.id), item.durationMs);
    return () => clearTimeout(timer);
  }, [item.id, item.durationMs, store]);
  const tone = {
    error: 'border-danger bg-danger-soft text-danger-soft-foreground',
    success: 'border-success bg-success-soft text-success-soft-foreground',
    warning: 'border-warning bg-warning-soft text-warning-soft-foreground',
    info: 'border-border bg-popover text-popover-foreground',
  }[item.variant];
  return (
    <div
      data-testid="toast"
      data-variant={item.variant}
      data-duration={item.durationMs}
      role={item.variant === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-lg ${tone}`}
    >
      <div className="grid flex-1 gap-1">
        <p className="font-medium">{item.title}</p>
        {item.description && <p>{item.description}</p>}
      </div>
      <button type="button" aria-label={t('layout.close')} className="opacity-70 hover:opacity-100" onClick={() => store.dismiss(item.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * The toast list with the contract's test ids (`toast`, `data-variant`); it reads @vigil/ui's
 * toast store and closes each toast after its duration. Not @vigil/ui's Toaster: that one is built on
 * Radix Toast (swipe, F8 region, pause on hover), ~6 KB gzip the entry chunk and so /login would carry.
 */
export function Toasts({ store }: { store: ToastStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className="pointer-events-none fixed top-4 right-4 z-[100] flex w-full max-w-sm flex-col gap-2">
      {items.map((item) => (
        <ToastEntry key={item.id} item={item} store={store} />
      ))}
    </div>
  );
}
