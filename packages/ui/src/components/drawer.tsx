import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { DialogDescription, DialogSurface, type DialogSurfaceProps, DialogTitle } from './dialog';

/** A side sheet: a modal Radix Dialog pinned to one edge. */
export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerClose = DialogPrimitive.Close;
export const DrawerTitle = DialogTitle;
export const DrawerDescription = DialogDescription;

const drawerVariants = cva(
  'fixed inset-y-0 z-50 flex h-full max-w-full flex-col gap-4 bg-background p-6 text-foreground shadow-lg',
  {
    variants: { side: { right: 'right-0 border-l', left: 'left-0 border-r' } },
    defaultVariants: { side: 'right' },
  },
);

export interface DrawerContentProps extends DialogSurfaceProps {
  side?: 'left' | 'right';
  /** Any CSS width, e.g. '20%' or 360 (px). Narrow screens cap it at the viewport width. */
  width?: string | number;
}

export function DrawerContent({ side = 'right', width = '20%', className, style, ...props }: DrawerContentProps) {
  return <DialogSurface className={cn(drawerVariants({ side }), className)} style={{ width, ...style }} {...props} />;
}

export function DrawerHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DrawerBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('-mx-6 flex-1 overflow-y-auto px-6', className)} {...props} />;
}
