import { fileEndpoints, fileItemBodySchema } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import type { FormDialogProps } from '../../forms/form-dialog';
import { useEditing } from '../../forms/use-editing';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { wireId } from './column-form';
import type { FileColumn } from './column-queries';
import { type FileFormValues, fileFields, fileValues, newFileValues } from './file-form';
import { FILES_KEY, type FileItem } from './file-queries';

/** Deletes the files one call each (`files.removeItem` takes one id): the first refusal, else the last success. */
async function removeAll(rows: readonly FileItem[]) {
  const results = await Promise.all(rows.map((f) => fullClient.files.removeItem({ id: f.id })));
  return results.find((r) => r.code !== 200) ?? results[results.length - 1] ?? { code: 200 };
}

/**
 * The files page's writes (files.createItem/updateItem/removeItem) as list actions guarded by their permissions:
 * 新增 and 修改 through the form dialog, 删除 per row or for the selection, after RuoYi's confirmation.
 */
export function useFileActions(columns: readonly FileColumn[], columnId: string | undefined) {
  const t = useT();
  const afterSave = useAfterSave(FILES_KEY);
  const { editing, open: openEditing, close } = useEditing<{ file: FileItem | null }>();
  const open = (file: FileItem | null) => openEditing({ file });
  const remove = adminPermissions(fileEndpoints.removeItem);

  const actions: ListAction<FileItem>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(fileEndpoints.createItem), run: () => open(null) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: remove, run: async (rows) => void (await afterSave(removeAll(rows), 'list.deleted')) },
    { id: 'edit', placement: 'row', permissions: adminPermissions(fileEndpoints.updateItem), run: ([file]) => open(file ?? null) },
    { id: 'delete', placement: 'row', destructive: true, permissions: remove, run: async (rows) => void (await afterSave(removeAll(rows), 'list.deleted')) },
  ];

  const file = editing?.file ?? null;
  const dialog: FormDialogProps<FileFormValues> | null = editing && {
    open: true,
    onOpenChange: (next) => (next ? undefined : close()),
    title: t(file ? 'fileAdmin.editFile' : 'fileAdmin.addFile'),
    schema: fileItemBodySchema,
    fields: fileFields(columns),
    defaultValues: file ? fileValues(file) : newFileValues(columnId),
    onSubmit: ({ id, columnId: column, ...values }) => {
      const body = { ...values, type: values.type === 'video' ? ('video' as const) : ('document' as const), ...(column ? { columnId: wireId(column) } : {}) };
      return id === undefined
        ? afterSave(fullClient.files.createItem(body), 'list.added')
        : afterSave(fullClient.files.updateItem({ ...body, id: wireId(id) }), 'list.edited');
    },
  };
  return { actions, dialog: dialog && editing ? { key: editing.key, props: dialog } : null };
}
