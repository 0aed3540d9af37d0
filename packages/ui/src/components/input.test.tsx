import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('takes typed text and forwards its ref (React 19 ref prop)', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    render(<Input aria-label="Account" ref={ref} />);
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'admin');
    expect(ref.current?.value).toBe('admin');
  });
});
