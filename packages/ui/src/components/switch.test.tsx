import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles with Space and Enter and reports aria-checked', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Alarm sound" onCheckedChange={onCheckedChange} />);
    const sw = screen.getByRole('switch', { name: 'Alarm sound' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await user.tab();
    await user.keyboard(' ');
    expect(sw).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(sw).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('ignores input while disabled', async () => {
    const user = userEvent.setup();
    render(<Switch aria-label="Push" disabled />);
    await user.click(screen.getByRole('switch', { name: 'Push' }));
    expect(screen.getByRole('switch', { name: 'Push' })).toHaveAttribute('aria-checked', 'false');
  });
});
