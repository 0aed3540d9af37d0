import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Fixture({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="系统提示"
      description="登录状态已过期"
      confirmLabel="重新登录"
      cancelLabel="取消"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

describe('ConfirmDialog', () => {
  it('calls onConfirm once and closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Fixture onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: '系统提示' });
    expect(dialog).toHaveAccessibleDescription('登录状态已过期');
    await user.click(screen.getByRole('button', { name: '重新登录' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('calls onCancel from the cancel button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Fixture onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('treats Escape as cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Fixture onConfirm={onConfirm} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('uses English fallbacks when no labels are passed', () => {
    render(<ConfirmDialog open onOpenChange={() => {}} title="Sure?" onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('puts attributes from the caller on its buttons, keeping its own handlers', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="系统提示"
        onConfirm={() => undefined}
        onCancel={onCancel}
        cancelLabel="取消"
        confirmButtonProps={{ 'data-testid': 'relogin' }}
        cancelButtonProps={{ 'data-testid': 'cancel' }}
      />,
    );
    expect(screen.getByTestId('relogin')).toHaveTextContent('Confirm');
    await user.click(screen.getByTestId('cancel'));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
