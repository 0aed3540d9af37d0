import { canCall, type HasAccess, hasPermission } from '@vigil/sdk/permissions';
import { useSnapshot } from 'valtio';
import { session } from '../../app/services';

/**
 * Whether the signed-in user holds `*:*:*` or any of `permissions` (from getInfo, in the session store).
 * An empty list is a programming error: it throws.
 */
export function usePermission(permissions: readonly string[]): boolean {
  const { permissions: held } = useSnapshot(session.state);
  return hasPermission(held, permissions);
}

/** Whether the user may make an sdk call, for `module`'s product when the call is module-bound (`{module}:device:list`). */
export function useCanCall(endpoint: HasAccess, module?: string): boolean {
  const { permissions: held } = useSnapshot(session.state);
  return canCall(held, endpoint, module);
}
