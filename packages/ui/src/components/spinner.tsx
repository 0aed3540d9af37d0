import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** Announced to screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

export function Spinner({ label = 'Loading', size = 'md', className, ...props }: SpinnerProps) {
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center', className)} {...props}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-current border-r-transparent text-primary', sizes[size])}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
