import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>page content</p>;
}

afterEach(() => {
  cleanup();
  broken = true;
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('keeps a render error in its part: a localized alert with 重试 there, the rest of the page still shown', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
        <p>alarm popup</p>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('这部分页面出错了');
    expect(screen.getByText('alarm popup')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('page content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts afresh when its reset key changes (another page)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    broken = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('page content')).toBeTruthy();
  });
});
