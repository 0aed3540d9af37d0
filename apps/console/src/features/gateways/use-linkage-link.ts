import { linkageEndpoints } from '@vigil/sdk';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { session } from '../../app/services';
import { mayOpenWithGrants } from '../../routes/may-open-with-grants';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { routeOfKind } from '../modules/module-routes';

/**
 * The gateway device list's toolbar entry 联动控制: the linkage page is a hidden route (spec §2, no menu item), so the
 * device page it belongs to leads there, for a user whose menus grant it. None in a module without a linkage page.
 */
export function useLinkageLink<Row>(module: string): ListAction<Row>[] {
  const [, navigate] = useLocation();
  const { routeNames, permissions } = useSnapshot(session.state);
  const route = module === 'controller' ? routeOfKind(module, 'linkage') : undefined;
  if (!route || !mayOpenWithGrants(route, routeNames, permissions)) return [];
  return [{ id: 'linkage', placement: 'toolbar', permissions: callPermissions(linkageEndpoints.list, module), run: () => navigate(route.path) }];
}
