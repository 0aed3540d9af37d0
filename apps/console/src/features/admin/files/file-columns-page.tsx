import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { COLUMN_COLUMNS } from './column-columns';
import { COLUMN_SEARCH_FIELDS, COLUMN_TREE_KEY, columnParent, type FileColumn, fetchColumns } from './column-queries';
import { useAllColumns } from './use-all-columns';
import { useColumnActions } from './use-column-actions';

/** Nested under their parents, all open at first (RuoYi's tree tables open fully). */
const TREE = { parent: columnParent, expandAll: true };

/**
 * /file/fileindex: the file library's columns as a tree table (title, display order; expand or collapse all; search by
 * title), with 新增 at the top level or under a column, 修改 (parent, title, order) and 删除, each where the user holds its permission.
 */
export default function FileColumnsPage({ route }: PageProps) {
  const t = useT();
  const list = useServerList<FileColumn>({ queryKey: COLUMN_TREE_KEY, fields: COLUMN_SEARCH_FIELDS, fetchPage: ({ filters }) => fetchColumns(fullClient, filters.title) });
  const { actions, dialog } = useColumnActions(useAllColumns());
  return (
    <AdminPage route={route} kind="adminFileColumns">
      <ListView
        list={list}
        fields={COLUMN_SEARCH_FIELDS}
        columns={COLUMN_COLUMNS}
        actions={actions}
        getRowId={(c) => String(c.id)}
        rowName={(c) => c.title}
        caption={t('fileAdmin.columnTable')}
        tree={TREE}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
    </AdminPage>
  );
}
