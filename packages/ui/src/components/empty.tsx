import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Icon } from '../lib/icon';

export interface EmptyProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The message; English fallback only. */
  description?: ReactNode;
  /** Replaces the default inbox glyph. */
  icon?: ReactNode;
}

/** The "nothing here" state; children (e.g. an action button) go under the message. */
export function Empty({ description = 'No data', icon, className, children, ...props }: EmptyProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-2 py-8 text-center text-sm text-muted-foreground', className)} {...props}>
      {icon ?? <Icon name="inbox" size="xl" className="stroke-1" />}
      <p>{description}</p>
      {children}
    </div>
  );
}
