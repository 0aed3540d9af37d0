import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('activates with click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is not a submit button unless asked', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('does nothing while disabled or loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button disabled onClick={onClick}>
          A
        </Button>
        <Button loading onClick={onClick}>
          B
        </Button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'A' }));
    await user.click(screen.getByRole('button', { name: 'B' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('aria-busy', 'true');
  });

  it('applies variant and size classes, letting callers override', () => {
    render(
      <>
        <Button variant="danger">Delete</Button>
        <Button variant="outline" size="sm" className="px-8">
          Small
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-danger', 'text-danger-foreground');
    const small = screen.getByRole('button', { name: 'Small' });
    expect(small).toHaveClass('border-input', 'h-8', 'px-8');
    expect(small).not.toHaveClass('px-3');
  });

  it('renders its child as the element with asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/home">Home</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('text-primary');
  });
});
