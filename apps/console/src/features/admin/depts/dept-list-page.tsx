import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { useDateTime } from '../../format/use-date-time';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { useDeptActions } from './dept-actions';
import { deptColumns } from './dept-columns';
import { DeptDialog } from './dept-dialog';
import { DEPTS_KEY, type Dept, deptId, deptParent, fetchDepts } from './dept-queries';
import { DEPT_SEARCH_FIELDS } from './dept-search';

const TREE = { parent: deptParent, expandAll: true };

/**
 * Department management (/department/department), as RuoYi's: a tree table searched by name and status, expanded
 * or collapsed at once; add, add a child, edit (the parent never the department itself or below it) and delete.
 */
export default function DeptListPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => deptColumns(time), [time]);
  const list = useServerList<Dept>({ queryKey: DEPTS_KEY, fields: DEPT_SEARCH_FIELDS, fetchPage: (query) => fetchDepts(fullClient, query) });
  const { actions, editing, close } = useDeptActions();
  return (
    <AdminPage route={route} kind="adminDepts">
      <ListView list={list} fields={DEPT_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={deptId} rowName={(d) => d.deptName} caption={t('dept.table')} tree={TREE} />
      {editing && <DeptDialog key={editing.key} editing={editing} onClose={close} />}
    </AdminPage>
  );
}
