import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ComponentProps, createContext, useContext } from 'react';
import { cn } from '../lib/cn';

/** Whether a TooltipProvider is above: a Tooltip then shares it. */
const UnderProvider = createContext(false);

/**
 * Wrap the app (or a subtree) once: its tips share the open delay, so once one has shown, the next one pointed at
 * shows at once (Radix's skip delay), as along a toolbar of icons.
 */
export function TooltipProvider({ delayDuration = 300, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return (
    <UnderProvider value={true}>
      <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />
    </UnderProvider>
  );
}

/** Shares the TooltipProvider above it; a stray Tooltip outside any brings its own, so it still works. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  const root = <TooltipPrimitive.Root {...props} />;
  return useContext(UnderProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
