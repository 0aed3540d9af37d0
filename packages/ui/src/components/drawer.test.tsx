import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Drawer, DrawerContent, DrawerTitle, DrawerTrigger } from './drawer';

function Fixture({ width }: { width?: string | number }) {
  return (
    <Drawer>
      <DrawerTrigger asChild>
        <Button>Alarms</Button>
      </DrawerTrigger>
      <DrawerContent width={width} closeLabel="关闭" aria-describedby={undefined}>
        <DrawerTitle>Alarm push</DrawerTitle>
      </DrawerContent>
    </Drawer>
  );
}

describe('Drawer', () => {
  it('opens at the requested width on the right', async () => {
    const user = userEvent.setup();
    render(<Fixture width="20%" />);
    await user.click(screen.getByRole('button', { name: 'Alarms' }));
    const drawer = await screen.findByRole('dialog', { name: 'Alarm push' });
    expect(drawer.style.width).toBe('20%');
    expect(drawer).toHaveClass('right-0');
  });

  it('accepts a pixel width', async () => {
    const user = userEvent.setup();
    render(<Fixture width={360} />);
    await user.click(screen.getByRole('button', { name: 'Alarms' }));
    expect((await screen.findByRole('dialog')).style.width).toBe('360px');
  });

  it('closes with its close button and with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<Fixture />);
    const trigger = screen.getByRole('button', { name: 'Alarms' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
