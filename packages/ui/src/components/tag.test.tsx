import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag, toTagVariant } from './tag';

describe('Tag', () => {
  it.each([
    ['default', 'bg-secondary'],
    ['primary', 'bg-primary-soft'],
    ['success', 'bg-success-soft'],
    ['info', 'bg-info-soft'],
    ['warning', 'bg-warning-soft'],
    ['danger', 'bg-danger-soft'],
  ] as const)('renders the %s echo style', (variant, expected) => {
    render(<Tag variant={variant}>state</Tag>);
    expect(screen.getByText('state')).toHaveClass(expected);
  });

  it('maps dictionary listClass values, unknown or empty ones to default', () => {
    expect(toTagVariant('danger')).toBe('danger');
    expect(toTagVariant('')).toBe('default');
    expect(toTagVariant(null)).toBe('default');
    expect(toTagVariant('purple')).toBe('default');
  });

  it('offers a labelled close button by keyboard when closable', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Tag onClose={onClose} closeLabel="关闭 首页">
        首页
      </Tag>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭 首页' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
