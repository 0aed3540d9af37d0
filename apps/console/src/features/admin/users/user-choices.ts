import { useQuery } from '@tanstack/react-query';
import { roleEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { unwrap } from '../../data/unwrap';
import { useCanCall } from '../../permissions/use-permission';

/** The department tree (GET /system/dept/treeselect) the caller may see. */
export function useDeptTree(enabled = true) {
  return useQuery({ queryKey: ['depts.treeSelect'], queryFn: async () => (await unwrap(fullClient.depts.treeSelect())).data, enabled });
}

/** The roles a user may be given (roles.list, the first 100 by sort order); none for a caller who may not list roles. */
export function useRoleChoices(enabled: boolean) {
  const allowed = useCanCall(roleEndpoints.list);
  return useQuery({
    enabled: enabled && allowed,
    initialData: allowed ? undefined : [], queryKey: ['roles.list', 'choices'], queryFn: async () => (await unwrap(fullClient.roles.list({ pageNum: 1, pageSize: 100 }))).rows,
  });
}
