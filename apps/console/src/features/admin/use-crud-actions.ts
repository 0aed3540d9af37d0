import type { HasAccess } from '@vigil/sdk/permissions';
import type { FieldValues } from 'react-hook-form';
import type { FormDialogProps } from '../forms/form-dialog';
import { useEditing } from '../forms/use-editing';
import { adminPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';

export interface CrudActionsOptions<Row, Values extends FieldValues> {
  /** The calls whose permissions guard 新增, 修改 and 删除. */
  endpoints: { create: HasAccess; update: HasAccess; remove: HasAccess };
  /** Deletes rows (one, or the selection), after the 系统提示 confirmation. */
  remove: (rows: readonly Row[]) => Promise<void>;
  /** Whether a row offers 删除 (default: every row). */
  deletable?: (row: Row) => boolean;
  /** The add (`null`) or edit dialog of a row: title, schema, fields, values and save. */
  form: (row: Row | null) => Omit<FormDialogProps<Values>, 'open' | 'onOpenChange'>;
}

/**
 * RuoYi's administration list actions: 新增, 修改 (one selected), 删除 (the selection) in the toolbar, 修改 and 删除 in
 * each row, each guarded by its call's permission; and the add/edit dialog they open (render it with LazyFormDialog).
 */
export function useCrudActions<Row, Values extends FieldValues>({ endpoints, remove, deletable, form }: CrudActionsOptions<Row, Values>) {
  const { editing, open: openEditing, close } = useEditing<{ row: Row | null }>();
  const open = (row: Row | null) => openEditing({ row });
  const edit = adminPermissions(endpoints.update);
  const del = adminPermissions(endpoints.remove);

  const actions: ListAction<Row>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(endpoints.create), run: () => open(null) },
    { id: 'edit', placement: 'toolbar', selection: 'one', permissions: edit, run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: del, run: remove },
    { id: 'edit', placement: 'row', permissions: edit, run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'row', destructive: true, permissions: del, run: remove, ...(deletable ? { available: deletable } : {}) },
  ];

  const dialog: { key: number; props: FormDialogProps<Values> } | null = editing && {
    key: editing.key,
    props: { open: true, onOpenChange: (next) => (next ? undefined : close()), ...form(editing.row) },
  };
  return { actions, dialog };
}
