import { fileColumnBodySchema, fileEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import type { FormDialogProps } from '../../forms/form-dialog';
import { useEditing } from '../../forms/use-editing';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { type ColumnFormValues, columnFields, columnValues, newColumnValues, wireId } from './column-form';
import { COLUMN_TREE_KEY, type FileColumn } from './column-queries';
import { useParentChoices } from './use-parent-choices';

type Editing = { mode: 'add'; parent: FileColumn | null } | { mode: 'edit'; column: FileColumn };

/**
 * The columns page's writes (files.createColumn/updateColumn/removeColumn) as list actions guarded by their
 * permissions: 新增 (top level), 新增 under a row, 修改, 删除; and the form dialog they open. Success toasts and
 * refetches the column tree (the files page's picker too).
 */
export function useColumnActions(columns: readonly FileColumn[]) {
  const t = useT();
  const afterSave = useAfterSave(COLUMN_TREE_KEY);
  const { editing, open, close } = useEditing<Editing>();
  const create = adminPermissions(fileEndpoints.createColumn);

  const actions: ListAction<FileColumn>[] = [
    { id: 'add', placement: 'toolbar', permissions: create, run: () => open({ mode: 'add', parent: null }) },
    { id: 'edit', placement: 'row', permissions: adminPermissions(fileEndpoints.updateColumn), run: ([column]) => column && open({ mode: 'edit', column }) },
    { id: 'addChild', placement: 'row', permissions: create, run: ([parent]) => open({ mode: 'add', parent: parent ?? null }) },
    {
      id: 'delete',
      placement: 'row',
      destructive: true,
      permissions: adminPermissions(fileEndpoints.removeColumn),
      run: async ([column]) => void (column && (await afterSave(fullClient.files.removeColumn({ id: column.id }), 'list.deleted'))),
    },
  ];

  const column = editing?.mode === 'edit' ? editing.column : null;
  const parents = useParentChoices(columns, column);
  const dialog: FormDialogProps<ColumnFormValues> | null = editing && {
    open: true,
    onOpenChange: (next) => (next ? undefined : close()),
    title: t(column ? 'fileAdmin.editColumn' : 'fileAdmin.addColumn'),
    schema: fileColumnBodySchema,
    fields: columnFields(parents),
    defaultValues: editing.mode === 'edit' ? columnValues(editing.column) : newColumnValues(editing.parent),
    onSubmit: ({ id, parentId, title, sort }) => {
      const body = { parentId: wireId(parentId), title, sort: Number(sort) };
      return id === undefined
        ? afterSave(fullClient.files.createColumn(body), 'list.added')
        : afterSave(fullClient.files.updateColumn({ ...body, id: wireId(id) }), 'list.edited');
    },
  };
  return { actions, dialog: dialog && editing ? { key: editing.key, props: dialog } : null };
}
