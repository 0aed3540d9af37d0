import type { QueryKey } from '@tanstack/react-query';
import type { HasAccess } from '@vigil/sdk/permissions';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { MessageKey } from '../../i18n/zh-CN';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import type { FormDialogProps } from '../forms/form-dialog';
import { useEditing } from '../forms/use-editing';
import type { SaveResult } from '../forms/form-types';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';

/** A record list's add/edit/delete: its calls, their table entries (for the permissions) and the form. */
export interface RecordActionsConfig<Row, Values extends FieldValues> {
  module: string;
  /** The lists a write refetches. */
  queryKey: QueryKey;
  endpoints: { create: HasAccess; update: HasAccess; remove: HasAccess };
  create: (values: Values) => Promise<SaveResult>;
  update: (values: Values) => Promise<SaveResult>;
  /** Deletes the rows by comma-separated ids. */
  remove: (ids: string) => Promise<SaveResult>;
  idOf: (row: Row) => string;
  titles: { add: MessageKey; edit: MessageKey };
  form: Pick<FormDialogProps<Values>, 'schema' | 'fields'>;
  /** The add form's values, and the edit form's for a row (its id included). */
  blank: () => DefaultValues<Values>;
  valuesOf: (row: Row) => DefaultValues<Values>;
}

/**
 * A record list's writes as list actions, each guarded by its call's permission in `module`: 新增 (toolbar),
 * 修改 (row), 删除 (row, and toolbar on the selection, both after a confirmation), and the add/edit dialog they open.
 * Each success toasts and refetches `queryKey`; a refusal keeps the dialog open with what was typed.
 */
export function useRecordActions<Row, Values extends FieldValues>(config: RecordActionsConfig<Row, Values>) {
  const t = useT();
  const afterSave = useAfterSave(config.queryKey);
  const { editing, open: openEditing, close } = useEditing<{ row: Row | null }>();
  const open = (row: Row | null) => openEditing({ row });
  const removeRows = async (rows: readonly Row[]) => void (await afterSave(config.remove(rows.map(config.idOf).join(',')), 'list.deleted'));
  const { module, endpoints } = config;

  const actions: ListAction<Row>[] = [
    { id: 'add', placement: 'toolbar', permissions: callPermissions(endpoints.create, module), run: () => open(null) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: callPermissions(endpoints.remove, module), run: removeRows },
    { id: 'edit', placement: 'row', permissions: callPermissions(endpoints.update, module), run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'row', destructive: true, permissions: callPermissions(endpoints.remove, module), run: removeRows },
  ];

  const row = editing?.row ?? null;
  const dialog: { key: number; props: FormDialogProps<Values> } | null =
    editing === null
      ? null
      : {
          key: editing.key,
          props: {
            ...config.form,
            open: true,
            onOpenChange: (next) => (next ? undefined : close()),
            title: t(row ? config.titles.edit : config.titles.add),
            defaultValues: row ? config.valuesOf(row) : config.blank(),
            onSubmit: (values) => (row ? afterSave(config.update(values), 'list.edited') : afterSave(config.create(values), 'list.added')),
          },
        };
  return { actions, dialog };
}
