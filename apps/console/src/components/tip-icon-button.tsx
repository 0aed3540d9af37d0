import { Button, type ButtonProps } from '@vigil/ui';
import { AppIcon, type AppIconName } from './app-icon';
import { IconTip } from './icon-tip';

export interface TipIconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The accessible name, shown as a tooltip on hover and focus. */
  label: string;
  icon: AppIconName;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * A ghost icon button named by a visible tooltip. It forwards its props and ref, so it can sit
 * inside any Radix trigger with `asChild` (popover, dialog, drawer, menu).
 */
export function TipIconButton({ label, icon, side, size = 'icon', variant = 'ghost', ...props }: TipIconButtonProps) {
  return (
    <IconTip label={label} side={side}>
      <Button variant={variant} size={size} aria-label={label} {...props}>
        <AppIcon name={icon} />
      </Button>
    </IconTip>
  );
}
