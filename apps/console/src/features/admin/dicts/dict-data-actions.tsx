import { type DictDataBody, dictDataBodySchema, dictDataEndpoints } from '@vigil/sdk';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import type { FormDialogProps } from '../../forms/form-dialog';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { DICT_DATA_FIELDS, type DictFormValues, dictDataValues } from './dict-forms';
import { DICT_DATA_LIST_KEY, type DictData } from './dict-queries';
import { EchoPreview } from './echo-preview';
import { useDictSave } from './use-dict-save';

const ids = (rows: readonly DictData[]): string => rows.map((row) => String(row.dictCode)).join(',');

/** One type's value writes (add, edit, delete single and batch) as guarded list actions, and the dialog with its tag preview. */
export function useDictDataActions(dictType: string) {
  const t = useT();
  const save = useDictSave(DICT_DATA_LIST_KEY);
  const [editing, setEditing] = useState<{ row: DictData | null; key: number } | null>(null);
  const open = (row: DictData | null) => setEditing({ row, key: Date.now() });
  const remove = async (rows: readonly DictData[]) => void (await save(fullClient.dictData.remove({ id: ids(rows) }), 'list.deleted'));

  const actions: ListAction<DictData>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(dictDataEndpoints.create), run: () => open(null) },
    { id: 'edit', placement: 'toolbar', selection: 'one', permissions: adminPermissions(dictDataEndpoints.update), run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: adminPermissions(dictDataEndpoints.remove), run: remove },
    { id: 'edit', placement: 'row', permissions: adminPermissions(dictDataEndpoints.update), run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'row', destructive: true, permissions: adminPermissions(dictDataEndpoints.remove), run: remove },
  ];

  const row = editing?.row ?? null;
  const props: FormDialogProps<DictFormValues> | null = editing && {
    open: true,
    onOpenChange: (next) => (next ? undefined : setEditing(null)),
    title: t(row ? 'dict.editData' : 'dict.addData'),
    schema: dictDataBodySchema,
    fields: DICT_DATA_FIELDS,
    defaultValues: dictDataValues(dictType, row),
    preview: (values) => <EchoPreview label={String(values.dictLabel ?? '')} listClass={String(values.listClass ?? '')} cssClass={String(values.cssClass ?? '')} />,
    onSubmit: (values) =>
      row ? save(fullClient.dictData.update(values as DictDataBody), 'list.edited') : save(fullClient.dictData.create(values as DictDataBody), 'list.added'),
  };
  return { actions, dialog: editing && props ? { key: editing.key, props } : null };
}
