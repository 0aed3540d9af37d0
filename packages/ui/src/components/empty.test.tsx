import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Empty } from './empty';

describe('Empty', () => {
  it('says No data by default and shows a localized message and an action', () => {
    const { rerender } = render(<Empty />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(
      <Empty description="暂无数据">
        <button type="button">刷新</button>
      </Empty>,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
  });
});
