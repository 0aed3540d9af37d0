import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findClassConflicts } from '../testing/class-conflicts';
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

  it('applies variant and size classes, and each size renders without clashing utilities', () => {
    const sizes = ['sm', 'md', 'lg', 'icon', 'icon-sm', 'page'] as const;
    render(
      <>
        <Button variant="danger">Delete</Button>
        {sizes.map((size) => (
          <Button key={size} variant="outline" size={size} className="w-full">
            {size}
          </Button>
        ))}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-danger', 'text-danger-foreground', 'h-9', 'text-sm');
    expect(screen.getByRole('button', { name: 'sm' })).toHaveClass('border-input', 'h-8', 'px-3', 'text-xs', 'w-full');
    expect(screen.getByRole('button', { name: 'sm' })).not.toHaveClass('text-sm');
    expect(screen.getByRole('button', { name: 'icon-sm' })).toHaveClass('size-8');
    expect(screen.getByRole('button', { name: 'icon-sm' })).not.toHaveClass('size-9');
    expect(screen.getByRole('button', { name: 'page' })).toHaveClass('h-8', 'min-w-8', 'px-2');
    const lists = screen.getAllByRole('button').map((button) => button.className);
    expect(findClassConflicts(lists)).toEqual([]);
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
