import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

describe('Popover', () => {
  it('toggles from its trigger, exposes expanded state and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Popover>
        <PopoverTrigger asChild>
          <Button>QR code</Button>
        </PopoverTrigger>
        <PopoverContent aria-label="Download the app">
          <a href="/download">Android</a>
        </PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'QR code' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Download the app' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
