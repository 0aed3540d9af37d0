import { Tooltip, TooltipContent, TooltipTrigger } from '@vigil/ui';
import type { ReactElement } from 'react';

export interface IconTipProps {
  /** The visible tooltip; usually the same words as the control's accessible name. */
  label: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** One element that forwards its props and ref (a Button, a Radix trigger with asChild, a link). */
  children: ReactElement;
}

/** Names an icon-only control on hover and keyboard focus, so a new user need not guess what a glyph does. */
export function IconTip({ label, side = 'bottom', children }: IconTipProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} data-testid="tooltip">
        {label}
      </TooltipContent>
    </Tooltip>
  );
}
