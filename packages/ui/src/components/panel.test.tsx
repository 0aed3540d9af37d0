import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './panel';

describe('Panel', () => {
  it('is a region named by its heading, at the level asked for, described by its description', () => {
    render(
      <Panel title="流量卡" headingLevel={3} description="本月用量" actions={<button type="button">刷新</button>}>
        <p>120 / 500 MB</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: '流量卡' });
    expect(region).toHaveAccessibleDescription('本月用量');
    expect(screen.getByRole('heading', { level: 3, name: '流量卡' })).toBeVisible();
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
    expect(region).toHaveTextContent('120 / 500 MB');
  });

  it('uses a given heading id, an h2 by default, and can keep the heading for screen readers only', () => {
    render(
      <Panel title="账户" titleId="account-title" hideTitle className="max-w-md" data-testid="account">
        余额
      </Panel>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: '账户' });
    expect(heading).toHaveAttribute('id', 'account-title');
    expect(heading).toHaveClass('sr-only');
    expect(screen.getByRole('region', { name: '账户' })).toBe(screen.getByTestId('account'));
    expect(screen.getByTestId('account')).toHaveClass('max-w-md');
  });

  it('draws a border in the card and plain tones, a fill only in card, and no box in the flush tone', () => {
    const { rerender } = render(<Panel title="A" data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveClass('border', 'bg-card');
    rerender(<Panel tone="plain" title="A" data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveClass('border');
    expect(screen.getByTestId('p')).not.toHaveClass('bg-card');
    rerender(<Panel tone="flush" title="A" data-testid="p" />);
    expect(screen.getByTestId('p')).not.toHaveClass('border');
  });
});
