import { type DictTypeBody, dictTypeBodySchema, dictTypeEndpoints } from '@vigil/sdk';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import type { FormDialogProps } from '../../forms/form-dialog';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { type DictFormValues, DICT_TYPE_FIELDS, dictTypeValues } from './dict-forms';
import { DICT_TYPE_LIST_KEY, type DictType } from './dict-queries';
import { useDictSave } from './use-dict-save';

const ids = (rows: readonly DictType[]): string => rows.map((row) => String(row.dictId)).join(',');

/** The types' writes (add, edit, delete single and batch) as guarded list actions, and the dialog they open. */
export function useDictTypeActions() {
  const t = useT();
  const save = useDictSave(DICT_TYPE_LIST_KEY);
  const [editing, setEditing] = useState<{ row: DictType | null; key: number } | null>(null);
  const open = (row: DictType | null) => setEditing({ row, key: Date.now() });
  const remove = async (rows: readonly DictType[]) => void (await save(fullClient.dictTypes.remove({ id: ids(rows) }), 'list.deleted'));

  const actions: ListAction<DictType>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(dictTypeEndpoints.create), run: () => open(null) },
    { id: 'edit', placement: 'toolbar', selection: 'one', permissions: adminPermissions(dictTypeEndpoints.update), run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: adminPermissions(dictTypeEndpoints.remove), run: remove },
    { id: 'edit', placement: 'row', permissions: adminPermissions(dictTypeEndpoints.update), run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'row', destructive: true, permissions: adminPermissions(dictTypeEndpoints.remove), run: remove },
  ];

  const row = editing?.row ?? null;
  const props: FormDialogProps<DictFormValues> | null = editing && {
    open: true,
    onOpenChange: (next) => (next ? undefined : setEditing(null)),
    title: t(row ? 'dict.editType' : 'dict.addType'),
    schema: dictTypeBodySchema,
    fields: DICT_TYPE_FIELDS,
    defaultValues: dictTypeValues(row),
    onSubmit: (values) =>
      row ? save(fullClient.dictTypes.update(values as DictTypeBody), 'list.edited') : save(fullClient.dictTypes.create(values as DictTypeBody), 'list.added'),
  };
  return { actions, dialog: editing && props ? { key: editing.key, props } : null };
}
