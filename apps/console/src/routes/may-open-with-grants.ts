import { hasPermission } from '@vigil/sdk/permissions';
import { type AppRoute, mayOpenRoute } from './route-table';

/** Whether a user holding these grants (the route names its menus give, its permissions) may open `route`. */
export function mayOpenWithGrants(route: AppRoute, routeNames: ReadonlySet<string> | null, permissions: readonly string[]): boolean {
  return mayOpenRoute(route, routeNames, (permission) => hasPermission(permissions, [permission]));
}
