import { type ConfigBody, configBodySchema, configEndpoints } from '@vigil/sdk';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import type { FormDialogProps } from '../../forms/form-dialog';
import { adminPermissions } from '../../list/call-permissions';
import type { ListAction } from '../../list/list-types';
import { isBuiltIn, PARAM_FIELDS, PARAM_LIST_KEY, type Parameter, type ParamFormValues, paramValues } from './param-list';

/**
 * The parameters' writes as guarded list actions, and their dialog. A built-in parameter offers no delete; a batch
 * delete that includes one is refused before any call, with the backend's words.
 */
export function useParamActions() {
  const t = useT();
  const afterSave = useAfterSave(PARAM_LIST_KEY);
  const [editing, setEditing] = useState<{ row: Parameter | null; key: number } | null>(null);
  const open = (row: Parameter | null) => setEditing({ row, key: Date.now() });
  const remove = async (rows: readonly Parameter[]) => {
    const builtIn = rows.find(isBuiltIn);
    if (builtIn) {
      toasts.toast({ title: t('param.builtInRefused', { key: builtIn.configKey }), variant: 'error' });
      return;
    }
    await afterSave(fullClient.configs.remove({ id: rows.map((row) => String(row.configId)).join(',') }), 'list.deleted');
  };

  const actions: ListAction<Parameter>[] = [
    { id: 'add', placement: 'toolbar', permissions: adminPermissions(configEndpoints.create), run: () => open(null) },
    { id: 'edit', placement: 'toolbar', selection: 'one', permissions: adminPermissions(configEndpoints.update), run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: adminPermissions(configEndpoints.remove), run: remove },
    { id: 'edit', placement: 'row', permissions: adminPermissions(configEndpoints.update), run: ([row]) => open(row ?? null) },
    { id: 'delete', placement: 'row', destructive: true, available: (row) => !isBuiltIn(row), permissions: adminPermissions(configEndpoints.remove), run: remove },
  ];

  const row = editing?.row ?? null;
  const props: FormDialogProps<ParamFormValues> | null = editing && {
    open: true,
    onOpenChange: (next) => (next ? undefined : setEditing(null)),
    title: t(row ? 'param.editTitle' : 'param.addTitle'),
    schema: configBodySchema,
    fields: PARAM_FIELDS,
    defaultValues: paramValues(row),
    onSubmit: (values) =>
      row ? afterSave(fullClient.configs.update(values as ConfigBody), 'list.edited') : afterSave(fullClient.configs.create(values as ConfigBody), 'list.added'),
  };
  return { actions, dialog: editing && props ? { key: editing.key, props } : null };
}
