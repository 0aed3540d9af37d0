import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from './dropdown-menu';

describe('DropdownMenu', () => {
  it('opens with Enter, moves with arrow keys and activates with Enter', async () => {
    const user = userEvent.setup();
    const onProfile = vi.fn();
    const onLogout = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>admin</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onProfile}>Personal info</DropdownMenuItem>
          <DropdownMenuItem disabled>Member centre</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger" onSelect={onLogout}>
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitem', { name: 'Personal info' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // The disabled item is skipped.
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Personal info' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onProfile).not.toHaveBeenCalled();
    expect(menu).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'admin' })).toHaveFocus();
  });
});
