import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createToastStore, ToastOptionsError } from '../lib/toast-store';
import { Toaster } from './toast';

describe('toast store', () => {
  it('notifies subscribers, keeps the newest items up to its limit and dismisses', () => {
    const store = createToastStore({ limit: 2, defaultDurationMs: 4000 });
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot().length));
    store.toast({ title: 'a' });
    const b = store.toast({ title: 'b', variant: 'error', durationMs: 5000 });
    store.toast({ title: 'c' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['b', 'c']);
    expect(store.getSnapshot()[0]).toMatchObject({ variant: 'error', durationMs: 5000 });
    expect(store.getSnapshot()[1]).toMatchObject({ variant: 'info', durationMs: 4000 });
    b.dismiss();
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['c']);
    store.dismiss();
    expect(store.getSnapshot()).toEqual([]);
    unsubscribe();
    store.toast({ title: 'd' });
    expect(seen).toEqual([1, 2, 2, 1, 0]);
  });

  it('rejects a non-positive duration with a clear error', () => {
    const store = createToastStore();
    expect(() => store.toast({ title: 'x', durationMs: 0 })).toThrow(ToastOptionsError);
    expect(store.getSnapshot()).toEqual([]);
  });
});

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast and removes it after exactly its duration', () => {
    const store = createToastStore();
    render(<Toaster store={store} closeLabel="关闭" />);
    act(() => {
      store.toast({ variant: 'error', title: 'Server error', description: 'Try later', durationMs: 3000 });
      store.toast({ variant: 'error', title: 'Network error', durationMs: 5000 });
    });
    expect(screen.getByText('Server error')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
    expect(screen.getByText('Network error')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2990);
    });
    expect(screen.getByText('Server error')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
    expect(screen.getByText('Network error')).toBeInTheDocument();
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Network error']);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Network error')).not.toBeInTheDocument();
  });

  it('closes early from its labelled close button and marks the variant', () => {
    const store = createToastStore();
    render(<Toaster store={store} closeLabel="关闭" />);
    act(() => {
      store.toast({ variant: 'success', title: 'Saved' });
    });
    const item = screen.getByText('Saved').closest('li');
    expect(item).toHaveAttribute('data-variant', 'success');
    act(() => {
      screen.getByRole('button', { name: '关闭' }).click();
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(store.getSnapshot()).toEqual([]);
  });
});
