import { type DictDataBody, dictDataBodySchema, dictDataEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { useCrudActions } from '../use-crud-actions';
import { DICT_DATA_FIELDS, type DictFormValues, dictDataValues } from './dict-forms';
import { DICT_DATA_LIST_KEY, type DictData } from './dict-queries';
import { EchoPreview } from './echo-preview';
import { useDictSave } from './use-dict-save';

/** One type's value writes (add, edit, delete single and batch) as guarded list actions, and the dialog with its tag preview. */
export function useDictDataActions(dictType: string) {
  const t = useT();
  const save = useDictSave(DICT_DATA_LIST_KEY);
  return useCrudActions<DictData, DictFormValues>({
    endpoints: dictDataEndpoints,
    remove: async (rows) => void (await save(fullClient.dictData.remove({ id: rows.map((row) => String(row.dictCode)).join(',') }), 'list.deleted')),
    form: (row) => ({
      title: t(row ? 'dict.editData' : 'dict.addData'),
      schema: dictDataBodySchema,
      fields: DICT_DATA_FIELDS,
      defaultValues: dictDataValues(dictType, row),
      preview: (values) => <EchoPreview label={String(values.dictLabel ?? '')} listClass={String(values.listClass ?? '')} cssClass={String(values.cssClass ?? '')} />,
      onSubmit: (values) =>
        row ? save(fullClient.dictData.update(values as DictDataBody), 'list.edited') : save(fullClient.dictData.create(values as DictDataBody), 'list.added'),
    }),
  });
}
