import { createToastStore } from '@vigil/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from './toasts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('shows each toast with its variant and removes it after its own duration', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<Toasts store={store} />);
    act(() => {
      store.toast({ title: 'server said no', variant: 'error', durationMs: 3000 });
      store.toast({ title: 'network down', variant: 'error', durationMs: 5000 });
    });
    expect(screen.getAllByTestId('toast').map((t) => t.dataset.variant)).toEqual(['error', 'error']);
    act(() => vi.advanceTimersByTime(3001));
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['network down×']);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
