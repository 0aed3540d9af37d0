import { hasPermission } from '@vigil/sdk/permissions';
import { useSnapshot } from 'valtio';
import { session } from '../../app/services';
import type { ListAction } from './list-types';

/**
 * The actions the signed-in user may take (a `'session'` action is everyone's), in their order: what a row shows is
 * counted after this, so a user without the permissions is not offered an empty 更多 menu.
 */
export function usePermittedActions<Row>(actions: readonly ListAction<Row>[]): ListAction<Row>[] {
  const { permissions: held } = useSnapshot(session.state);
  return actions.filter((action) => action.permissions === 'session' || hasPermission(held, action.permissions));
}
