import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('moves between tabs with arrow keys and shows the matching panel', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs defaultValue="info" onValueChange={onValueChange}>
        <TabsList aria-label="Profile">
          <TabsTrigger value="info">Basic info</TabsTrigger>
          <TabsTrigger value="password">Change password</TabsTrigger>
          <TabsTrigger value="off" disabled>
            Disabled
          </TabsTrigger>
        </TabsList>
        <TabsContent value="info">Info panel</TabsContent>
        <TabsContent value="password">Password panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Info panel');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Basic info' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const password = screen.getByRole('tab', { name: 'Change password' });
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Change password' })).toHaveTextContent('Password panel');
    expect(onValueChange).toHaveBeenLastCalledWith('password');
    // The disabled tab is skipped and focus wraps round.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Basic info' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(password).toHaveFocus();
  });
});
