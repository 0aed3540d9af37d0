import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Icon } from '../lib/icon';

export interface BreadcrumbProps extends ComponentProps<'nav'> {
  /** Name of the navigation landmark. */
  label?: string;
}

export function Breadcrumb({ label = 'Breadcrumb', ...props }: BreadcrumbProps) {
  return <nav aria-label={label} {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentProps<'ol'>) {
  return <ol className={cn('flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground', className)} {...props} />;
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('inline-flex items-center gap-1.5', className)} {...props} />;
}

/** A link to an ancestor page; pass `asChild` to render the router's own link. */
export function BreadcrumbLink({ asChild = false, className, ...props }: ComponentProps<'a'> & { asChild?: boolean }) {
  const Component = asChild ? Slot : 'a';
  return <Component className={cn('rounded-sm transition-colors hover:text-foreground', focusRing, className)} {...props} />;
}

/** The current page: not a link, marked aria-current. */
export function BreadcrumbPage({ className, ...props }: ComponentProps<'span'>) {
  return <span aria-current="page" className={cn('font-medium text-foreground', className)} {...props} />;
}

export function BreadcrumbSeparator({ className, children, ...props }: ComponentProps<'li'>) {
  return (
    <li role="presentation" aria-hidden="true" className={cn('[&>svg]:size-3.5', className)} {...props}>
      {children ?? <Icon name="chevronRight" />}
    </li>
  );
}
