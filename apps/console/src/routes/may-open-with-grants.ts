import { hasPermission } from '@vigil/sdk/permissions';
import type { AppRoute } from './route-table';

/**
 * Whether the signed-in user may open a module route, beyond the guard's stored-module rule (spec §2, §6): its page
 * permission held, and /getRouters granting it (`granted`: route names; null until known, when it counts as granted).
 * A route outside the user's menus gets the no-access page, not an empty frame whose calls are refused.
 */
export function mayOpenRoute(route: AppRoute, granted: ReadonlySet<string> | null, allowed: (permission: string) => boolean): boolean {
  if (route.access !== 'module') return true;
  if (route.permission !== null && !allowed(route.permission)) return false;
  return granted === null || granted.has(route.name) || (route.grantedBy !== undefined && granted.has(route.grantedBy));
}

/** Whether a user holding these grants (the route names its menus give, its permissions) may open `route`. */
export function mayOpenWithGrants(route: AppRoute, routeNames: ReadonlySet<string> | null, permissions: readonly string[]): boolean {
  return mayOpenRoute(route, routeNames, (permission) => hasPermission(permissions, [permission]));
}
