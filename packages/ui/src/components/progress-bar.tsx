import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const indicatorVariants = cva('h-full transition-transform', {
  variants: { tone: { primary: 'bg-primary', success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger', info: 'bg-info' } },
  defaultVariants: { tone: 'primary' },
});

export interface ProgressBarProps
  extends Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'value'>,
    VariantProps<typeof indicatorVariants> {
  /** null means indeterminate. Values outside 0..max are clamped. */
  value: number | null;
  max?: number;
  /** Accessible name. */
  label: string;
}

export function ProgressBar({ value, max = 100, label, tone, className, ...props }: ProgressBarProps) {
  const clamped = value === null || Number.isNaN(value) ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped === null ? 0 : (clamped / max) * 100;
  return (
    <ProgressPrimitive.Root
      aria-label={label}
      value={clamped}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(indicatorVariants({ tone }), clamped === null ? 'w-1/3 animate-pulse' : 'w-full')}
        style={clamped === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
