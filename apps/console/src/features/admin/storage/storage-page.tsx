import { storageBodyOf, storageEndpoints, storageFormSchema } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { useEditing } from '../../forms/use-editing';
import { callPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { storageColumns } from './storage-columns';
import { STORAGE_FIELDS, type StorageFormValues, storageValues } from './storage-form';
import { fetchStoragePage, STORAGE_KEY, STORAGE_SEARCH_FIELDS, type Storage } from './storage-queries';

/** /storage/storage: every user's cloud storage, searched by user, each row's space, expansion, expiry and authorization edited. */
export default function StoragePage({ route }: PageProps) {
  return (
    <AdminPage route={route} kind="adminCloudStorage">
      <StorageList />
    </AdminPage>
  );
}

function StorageList() {
  const t = useT();
  const columns = useMemo(() => storageColumns(t), [t]);
  const list = useServerList<Storage>({ queryKey: STORAGE_KEY, fields: STORAGE_SEARCH_FIELDS, fetchPage: (query) => fetchStoragePage(fullClient, query) });
  const afterSave = useAfterSave(STORAGE_KEY);
  const { editing, open: edit, close } = useEditing<{ row: Storage }>();
  const editPermissions = callPermissions(storageEndpoints.update, 'user');
  const actions: ListAction<Storage>[] = [
    { id: 'edit', placement: 'toolbar', selection: 'one', permissions: editPermissions, run: ([row]) => row && edit({ row }) },
    { id: 'edit', placement: 'row', permissions: editPermissions, run: ([row]) => row && edit({ row }) },
  ];
  return (
    <>
      <ListView list={list} fields={STORAGE_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={(s) => String(s.userId)} rowName={(s) => s.userName ?? String(s.userId)} caption={t('storage.table')} />
      {editing && (
        <LazyFormDialog<StorageFormValues>
          key={editing.key}
          open
          onOpenChange={(open) => (open ? undefined : close())}
          title={t('storage.editTitle')}
          schema={storageFormSchema}
          fields={STORAGE_FIELDS}
          defaultValues={storageValues(editing.row)}
          // The rule's output (MB and days as numbers) becomes the body in bytes.
          onSubmit={(values) => afterSave(fullClient.storage.update(storageBodyOf(editing.row.userId, storageFormSchema.parse(values))), 'list.edited')}
        />
      )}
    </>
  );
}
