import { deptEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useAfterSave } from '../../data/use-after-save';
import { useEditing } from '../../forms/use-editing';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import type { DeptEditing } from './dept-dialog';
import { DEPTS_KEY, type Dept } from './dept-queries';


/**
 * The department tree table's actions, as RuoYi's: 新增 in the toolbar; per row 修改, 新增 (a child, the parent
 * prefilled) and 删除, which the server refuses while the department has children or users (its message is toasted).
 */
export function useDeptActions() {
  const afterSave = useAfterSave(DEPTS_KEY);
  const { editing, open, close } = useEditing<DeptEditing>();
  const actions: ListAction<Dept>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(deptEndpoints.create), run: () => open({ dept: null, parent: null }) },
    { id: 'edit', placement: 'row', permissions: adminPermissions(deptEndpoints.update), run: ([row]) => row && open({ dept: row }) },
    { id: 'add', placement: 'row', permissions: adminPermissions(deptEndpoints.create), run: ([row]) => row && open({ dept: null, parent: row }) },
    {
      id: 'delete',
      placement: 'row',
      destructive: true,
      permissions: adminPermissions(deptEndpoints.remove),
      // The root is never deleted (RuoYi offers no delete on it).
      available: (row) => String(row.parentId ?? '0') !== '0',
      run: async ([row]) => void (row && (await afterSave(fullClient.depts.remove({ id: row.deptId }), 'list.deleted'))),
    },
  ];
  return { actions, editing, close };
}
