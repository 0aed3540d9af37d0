import { type DictTypeBody, dictTypeBodySchema, dictTypeEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { useCrudActions } from '../use-crud-actions';
import { DICT_TYPE_FIELDS, type DictFormValues, dictTypeValues } from './dict-forms';
import { DICT_TYPE_LIST_KEY, type DictType } from './dict-queries';
import { useDictSave } from './use-dict-save';

/** The types' writes (add, edit, delete single and batch) as guarded list actions, and the dialog they open. */
export function useDictTypeActions() {
  const t = useT();
  const save = useDictSave(DICT_TYPE_LIST_KEY);
  return useCrudActions<DictType, DictFormValues>({
    endpoints: dictTypeEndpoints,
    remove: async (rows) => void (await save(fullClient.dictTypes.remove({ id: rows.map((row) => String(row.dictId)).join(',') }), 'list.deleted')),
    form: (row) => ({
      title: t(row ? 'dict.editType' : 'dict.addType'),
      schema: dictTypeBodySchema,
      fields: DICT_TYPE_FIELDS,
      defaultValues: dictTypeValues(row),
      onSubmit: (values) =>
        row ? save(fullClient.dictTypes.update(values as DictTypeBody), 'list.edited') : save(fullClient.dictTypes.create(values as DictTypeBody), 'list.added'),
    }),
  });
}
