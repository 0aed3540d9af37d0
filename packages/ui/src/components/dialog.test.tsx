import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Input } from './input';

function Fixture() {
  return (
    <>
      <Button>Outside</Button>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent closeLabel="关闭">
          <DialogTitle>Theme</DialogTitle>
          <DialogDescription>Pick light or dark</DialogDescription>
          <Input aria-label="Name" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens from the keyboard, names itself and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Theme' });
    expect(dialog).toHaveAccessibleDescription('Pick light or dark');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('traps Tab focus inside while open', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes its width from size (lg by default) without clashing max-width classes', async () => {
    const { rerender } = render(
      <Dialog open>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Wide</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog')).toHaveClass('max-w-lg');
    rerender(
      <Dialog open>
        <DialogContent size="sm" aria-describedby={undefined}>
          <DialogTitle>Narrow</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveClass('max-w-sm');
    expect(dialog).not.toHaveClass('max-w-lg');
  });
});
