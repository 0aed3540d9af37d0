import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announced by its label', () => {
    render(<Spinner label="加载中" />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });
});
