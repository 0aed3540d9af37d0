import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/error-boundary';
import { preloadable } from './preloadable';
import { WhenLoaded } from './when-loaded';

const Popup = ({ label }: { label: string }) => <p>popup {label}</p>;

describe('WhenLoaded', () => {
  it('renders nothing while the code loads, then the component, and never suspends its boundary', async () => {
    let resolve: (module: { default: typeof Popup }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Popup }>((done) => (resolve = done)));
    const popup = preloadable(load);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <p>page</p>
        <WhenLoaded of={popup} label="a" />
      </Suspense>,
    );
    // The page beside it shows at once: no fallback ever replaced it.
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.queryByText(/popup/)).toBeNull();
    await act(async () => resolve({ default: Popup }));
    expect(screen.getByText('popup a')).toBeTruthy();
    expect(screen.getByText('page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once when the code has loaded', async () => {
    const popup = preloadable(() => Promise.resolve({ default: Popup }));
    await act(() => popup.preload());
    render(<WhenLoaded of={popup} label="b" />);
    expect(screen.getByText('popup b')).toBeTruthy();
  });

  it('hands a failed load to the error boundary', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const popup = preloadable<{ label: string }>(() => Promise.reject(new Error('offline')));
    render(
      <ErrorBoundary fallback={() => <p>failed</p>}>
        <WhenLoaded of={popup} label="c" />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    spy.mockRestore();
  });
});
