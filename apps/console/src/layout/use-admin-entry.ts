import { hasPermission } from '@vigil/sdk';
import { useSnapshot } from 'valtio';
import { session } from '../app/services';
import { menuFor } from '../routes/route-menus';
import { type AppRoute, ROUTES } from '../routes/route-table';

/**
 * The administration module's first page this user may open, for the user menu's 系统管理 entry; null for a user
 * without administration permissions (personal info and the member centre need none, so they do not count).
 */
export function adminEntryOf(permissions: readonly string[], granted: ReadonlySet<string> | null): AppRoute | null {
  return menuFor('user', (p) => hasPermission(permissions, [p]), ROUTES, granted).find((route) => route.permission !== null) ?? null;
}

export function useAdminEntry(): AppRoute | null {
  const { permissions, routeNames } = useSnapshot(session.state);
  return adminEntryOf(permissions, routeNames);
}
