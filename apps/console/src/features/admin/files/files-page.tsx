import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { useDateTime } from '../../format/use-date-time';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { ColumnPicker } from './column-picker';
import { COLUMN_TREE_KEY, fetchColumns } from './column-queries';
import { FILES_KEY, type FileItem, fetchFiles } from './file-queries';
import { FILE_SEARCH_FIELDS } from './file-search';
import { fileTableColumns } from './file-table-columns';
import { useFileActions } from './use-file-actions';
import { useFileTransfer } from './use-file-transfer';

/**
 * /file/filelist: the file library's files of a column (or of all), searched by name: type, name, external link,
 * remark; 新增/修改 in the form dialog, 上传 (multipart, with progress), 下载 (a blob, with progress), 删除.
 */
export default function FilesPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const [columnId, setColumnId] = useState<string | undefined>();
  const columnsQuery = useQuery({ queryKey: [...COLUMN_TREE_KEY, 'all'], queryFn: () => fetchColumns(fullClient) });
  const columns = useMemo(() => columnsQuery.data?.rows ?? [], [columnsQuery.data]);
  const tableColumns = useMemo(() => fileTableColumns(t, time, columns), [t, time, columns]);
  const list = useServerList<FileItem>({
    queryKey: [...FILES_KEY, columnId],
    fields: FILE_SEARCH_FIELDS,
    fetchPage: (query) => fetchFiles(fullClient, columnId, query),
  });
  const { actions, dialog } = useFileActions(columns, columnId);
  const transfer = useFileTransfer(columnId);
  return (
    <AdminPage route={route} kind="adminFiles">
      <ColumnPicker columns={columns} value={columnId} onChange={setColumnId} />
      <ListView
        list={list}
        fields={FILE_SEARCH_FIELDS}
        columns={tableColumns}
        actions={[...actions, ...transfer.actions]}
        getRowId={(f) => String(f.id)}
        rowName={(f) => f.name}
        caption={t('fileAdmin.fileTable')}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {transfer.element}
    </AdminPage>
  );
}
