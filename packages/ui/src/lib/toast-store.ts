export type ToastVariant = 'error' | 'success' | 'info' | 'warning';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays before closing itself (paused while hovered or focused). */
  durationMs?: number;
}

export interface ToastItem {
  id: string;
  title: string;
  description: string | undefined;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

export interface ToastStore {
  toast: (options: ToastOptions) => ToastHandle;
  /** Removes one toast, or all of them when no id is given. */
  dismiss: (id?: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly ToastItem[];
}

export interface ToastStoreOptions {
  defaultDurationMs?: number;
  /** Oldest toasts are dropped beyond this many. */
  limit?: number;
}

export class ToastOptionsError extends Error {
  override name = 'ToastOptionsError';
}

/** A plain observable list of toasts: no React, no timers — the Toaster renders it and closes items when they expire. */
export function createToastStore({ defaultDurationMs = 3000, limit = 5 }: ToastStoreOptions = {}): ToastStore {
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const set = (next: readonly ToastItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  const dismiss = (id?: string) => {
    const next = id === undefined ? [] : items.filter((item) => item.id !== id);
    if (next.length !== items.length) set(next);
  };
  return {
    toast({ title, description, variant = 'info', durationMs = defaultDurationMs }) {
      if (!(durationMs > 0)) throw new ToastOptionsError(`durationMs must be a positive number, got ${durationMs}`);
      counter += 1;
      const id = `toast-${counter}`;
      set([...items, { id, title, description, variant, durationMs }].slice(-limit));
      return { id, dismiss: () => dismiss(id) };
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

/** The app-wide store that `toast()` writes to and `<Toaster />` reads by default. */
export const toastStore: ToastStore = /* @__PURE__ */ createToastStore();

export function toast(options: ToastOptions): ToastHandle {
  return toastStore.toast(options);
}
