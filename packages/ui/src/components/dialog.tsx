import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Icon } from '../lib/icon';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-overlay', className)} {...props} />;
}

/** The corner "×" shared by Dialog and Drawer; `label` is its accessible name. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground',
        focusRing,
        className,
      )}
    >
      <Icon name="x" />
    </DialogPrimitive.Close>
  );
}

const dialogContentVariants = cva(
  // A dialog taller than the window (a long form) scrolls inside it, so its buttons stay reachable.
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg',
  {
    // wide: RuoYi's 780 px dialog (a rich-text editor).
    variants: { size: { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', wide: 'max-w-[780px]' } },
    defaultVariants: { size: 'lg' },
  },
);

export interface DialogSurfaceProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Omit the corner close button (Escape still closes). */
  hideClose?: boolean;
}

/** Portal, overlay, content and the corner close button: the frame DialogContent and DrawerContent share. */
export function DialogSurface({ children, closeLabel = 'Close', hideClose = false, ...props }: DialogSurfaceProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content {...props}>
        {children}
        {!hideClose && <DialogCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export interface DialogContentProps extends DialogSurfaceProps, VariantProps<typeof dialogContentVariants> {}

export function DialogContent({ className, size, ...props }: DialogContentProps) {
  return <DialogSurface className={cn(dialogContentVariants({ size }), className)} {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-none', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
