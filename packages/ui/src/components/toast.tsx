import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { useSyncExternalStore } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Icon } from '../lib/icon';
import { type ToastStore, toastStore } from '../lib/toast-store';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg',
  {
    variants: {
      variant: {
        error: 'border-danger bg-danger-soft text-danger-soft-foreground',
        success: 'border-success bg-success-soft text-success-soft-foreground',
        info: 'border-info bg-info-soft text-info-soft-foreground',
        warning: 'border-warning bg-warning-soft text-warning-soft-foreground',
      },
    },
  },
);

export interface ToasterProps {
  /** Defaults to the app-wide store behind `toast()`; pass your own for isolation (tests, embeds). */
  store?: ToastStore;
  closeLabel?: string;
  /** Landmark name of the notifications region; `{hotkey}` is replaced by the focus shortcut. */
  regionLabel?: string;
  className?: string;
}

export function Toaster({ store = toastStore, closeLabel = 'Close', regionLabel = 'Notifications ({hotkey})', className }: ToasterProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastPrimitive.Provider swipeDirection="right">
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          duration={item.durationMs}
          // Errors interrupt screen readers; the rest wait politely.
          type={item.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) store.dismiss(item.id);
          }}
          data-variant={item.variant}
          className={toastVariants({ variant: item.variant })}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className={cn('absolute top-2 right-2 inline-flex size-6 items-center justify-center rounded-md opacity-80 hover:opacity-100', focusRing)}
          >
            <Icon name="x" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={regionLabel}
        className={cn('fixed top-4 right-4 z-[100] flex max-h-screen w-full max-w-sm flex-col gap-2 outline-none', className)}
      />
    </ToastPrimitive.Provider>
  );
}
