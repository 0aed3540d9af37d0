import { useQuery } from '@tanstack/react-query';
import { fullClient } from '../../../app/full-client';
import { unwrap } from '../../data/unwrap';

/** The department tree (GET /system/dept/treeselect) the caller may see. */
export function useDeptTree(enabled = true) {
  return useQuery({ queryKey: ['depts.treeSelect'], queryFn: async () => (await unwrap(fullClient.depts.treeSelect())).data, enabled });
}

/** The roles a user may be given (roles.list, the first 100 by sort order). */
export function useRoleChoices(enabled: boolean) {
  return useQuery({ queryKey: ['roles.list', 'choices'], queryFn: async () => (await unwrap(fullClient.roles.list({ pageNum: 1, pageSize: 100 }))).rows, enabled });
}
