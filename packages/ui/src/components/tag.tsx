import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Icon } from '../lib/icon';

/** Variants are the dictionary "echo styles": default, primary (main), success, info (information), warning, danger. */
const variantClasses = {
  default: 'border-border bg-secondary text-secondary-foreground',
  primary: 'border-primary/40 bg-primary-soft text-primary-soft-foreground',
  success: 'border-success/40 bg-success-soft text-success-soft-foreground',
  info: 'border-info/40 bg-info-soft text-info-soft-foreground',
  warning: 'border-warning/40 bg-warning-soft text-warning-soft-foreground',
  danger: 'border-danger/40 bg-danger-soft text-danger-soft-foreground',
};

export const tagVariants = cva('inline-flex items-center gap-1 whitespace-nowrap rounded border font-medium', {
  variants: {
    variant: variantClasses,
    size: { sm: 'h-5 px-1.5 text-xs', md: 'h-6 px-2 text-xs', lg: 'h-7 px-2.5 text-sm' },
  },
  defaultVariants: { variant: 'default', size: 'md' },
});

export type TagVariant = NonNullable<VariantProps<typeof tagVariants>['variant']>;

export const tagVariantNames = Object.keys(variantClasses) as readonly TagVariant[];

/** Maps a dictionary `listClass` (which may be empty or unknown) to a variant, falling back to default. */
export function toTagVariant(value: string | null | undefined): TagVariant {
  return tagVariantNames.find((name) => name === value) ?? 'default';
}

export interface TagProps extends ComponentProps<'span'>, VariantProps<typeof tagVariants> {
  /** When given, the tag shows a close button that calls it. */
  onClose?: () => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

export function Tag({ className, variant, size, onClose, closeLabel = 'Close', children, ...props }: TagProps) {
  return (
    <span className={cn(tagVariants({ variant, size }), className)} {...props}>
      {children}
      {onClose && (
        <button
          type="button"
          aria-label={closeLabel}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
          className={cn('-mr-0.5 inline-flex size-4 items-center justify-center rounded-sm hover:bg-foreground/10', focusRing)}
        >
          <Icon name="x" size="xs" />
        </button>
      )}
    </span>
  );
}
