import { type ConfigBody, configBodySchema, configEndpoints } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import { useCrudActions } from '../use-crud-actions';
import { isBuiltIn, PARAM_FIELDS, PARAM_LIST_KEY, type Parameter, type ParamFormValues, paramValues } from './param-list';

/**
 * The parameters' writes as guarded list actions, and their dialog. A built-in parameter offers no delete; a batch
 * delete that includes one is refused before any call, with the backend's words.
 */
export function useParamActions() {
  const t = useT();
  const afterSave = useAfterSave(PARAM_LIST_KEY);
  return useCrudActions<Parameter, ParamFormValues>({
    endpoints: configEndpoints,
    deletable: (row) => !isBuiltIn(row),
    remove: async (rows) => {
      const builtIn = rows.find(isBuiltIn);
      if (builtIn) return void toasts.toast({ title: t('param.builtInRefused', { key: builtIn.configKey }), variant: 'error' });
      await afterSave(fullClient.configs.remove({ id: rows.map((row) => String(row.configId)).join(',') }), 'list.deleted');
    },
    form: (row) => ({
      title: t(row ? 'param.editTitle' : 'param.addTitle'),
      schema: configBodySchema,
      fields: PARAM_FIELDS,
      defaultValues: paramValues(row),
      onSubmit: (values) =>
        row ? afterSave(fullClient.configs.update(values as ConfigBody), 'list.edited') : afterSave(fullClient.configs.create(values as ConfigBody), 'list.added'),
    }),
  });
}
