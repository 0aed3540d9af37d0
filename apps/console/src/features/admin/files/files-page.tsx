import { useMemo, useState } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { useDateTime } from '../../format/use-date-time';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { TreeFilter } from '../../tree';
import { AdminPage } from '../admin-page';
import { columnTree } from './column-queries';
import { FILES_KEY, type FileItem, fetchFiles } from './file-queries';
import { FILE_SEARCH_FIELDS } from './file-search';
import { fileTableColumns } from './file-table-columns';
import { useAllColumns } from './use-all-columns';
import { useFileActions } from './use-file-actions';
import { useFileTransfer } from './use-file-transfer';

/**
 * /file/filelist: the file library's files of the column picked in the tree on the left (all while none is; a
 * second click on it clears the pick), searched by name: type, name, external link,
 * remark; 新增/修改 in the form dialog, 上传 (multipart, with progress), 下载 (a blob, with progress), 删除.
 */
export default function FilesPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const [columnId, setColumnId] = useState<string | undefined>();
  const columns = useAllColumns();
  const nodes = useMemo(() => columnTree(columns), [columns]);
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
      <div className="grid min-w-0 gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
        <TreeFilter nodes={nodes} selected={columnId} onSelect={setColumnId} aria-label={t('fileAdmin.columnFilter')} />
        <ListView
          list={list}
          fields={FILE_SEARCH_FIELDS}
          columns={tableColumns}
          actions={[...actions, ...transfer.actions]}
          getRowId={(f) => String(f.id)}
          rowName={(f) => f.name}
          caption={t('fileAdmin.fileTable')}
        />
      </div>
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {transfer.element}
    </AdminPage>
  );
}
