import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMS_RESEND_SECONDS } from './sms-code-field';
import { useCountdown } from './use-countdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Probe() {
  const [left, start] = useCountdown(SMS_RESEND_SECONDS);
  return (
    <button type="button" disabled={left > 0} onClick={start}>
      {left}
    </button>
  );
}

describe('useCountdown (SMS resend wait)', () => {
  it('counts the two minutes down and re-enables the button at zero', () => {
    vi.useFakeTimers();
    expect(SMS_RESEND_SECONDS).toBe(120);
    render(<Probe />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(button.textContent).toBe('120');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(button.textContent).toBe('60');
    act(() => vi.advanceTimersByTime(60_250));
    expect(button.textContent).toBe('0');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
