import { Button, type ButtonProps } from '@vigil/ui';
import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

export interface AuthorizedProps {
  /** Any one of these (or `*:*:*`) shows the children; an empty list throws. */
  permissions: readonly string[];
  children: ReactNode;
}

/** Renders its children only for a user who holds one of `permissions`; otherwise nothing (the control is removed). */
export function Authorized({ permissions, children }: AuthorizedProps) {
  return usePermission(permissions) ? children : null;
}

export interface AuthButtonProps extends ButtonProps {
  permissions: readonly string[];
}

/** A button removed (not disabled) for a user without any of `permissions` (spec §5). */
export function AuthButton({ permissions, ...props }: AuthButtonProps) {
  return usePermission(permissions) ? <Button {...props} /> : null;
}
