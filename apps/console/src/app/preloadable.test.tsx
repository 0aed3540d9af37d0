import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Page = ({ name }: { name: string }) => <p>page {name}</p>;

describe('preloadable', () => {
  it('renders at once, without its fallback, once preloaded; the code is loaded once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const { Component, preload } = preloadable(load);
    await act(() => preload());
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="a" />
      </Suspense>,
    );
    // Synchronously: the first commit already shows the page (a React.lazy would show its fallback first).
    expect(screen.getByText('page a')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like a lazy component when not preloaded, then shows the page', async () => {
    const { Component } = preloadable(() => Promise.resolve({ default: Page }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="b" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('page b')).toBeTruthy();
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    const { preload } = preloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
