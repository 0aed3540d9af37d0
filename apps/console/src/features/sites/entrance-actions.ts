import { type BatchTzNameBody, batchTzNameBodySchema, type EntranceBody, entranceBodySchema, siteEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useCrudActions } from '../admin/use-crud-actions';
import { useAfterSave } from '../data/use-after-save';
import type { FormDialogProps } from '../forms/form-dialog';
import { useEditing } from '../forms/use-editing';
import { adminPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { ENTRANCE_FIELDS, type Entrance, type EntranceFormValues, entranceListKey, entranceValues, TZ_NAMES_FIELD } from './entrance-list';

type BatchValues = { entranceIds: string[]; tzNames: string[] };

/**
 * A site's entrance actions: 新增, 修改, 删除 (the sdk's entrance rule) and 批量添加负责人 for the selected entrances
 * (POST /jgtc/men/batchAddTzName: the names are added to each one's), with their dialogs.
 */
export function useEntranceActions(siteId: string) {
  const t = useT();
  const afterSave = useAfterSave(entranceListKey(siteId));
  const crud = useCrudActions<Entrance, EntranceFormValues>({
    endpoints: { create: siteEndpoints.createEntrance, update: siteEndpoints.updateEntrance, remove: siteEndpoints.removeEntrance },
    remove: async (rows) => {
      // One call per entrance: DELETE /jgtc/men/{id} names one.
      for (const row of rows) if ((await afterSave(fullClient.sites.removeEntrance({ id: row.id }), 'list.deleted')).code !== 200) return;
    },
    form: (row) => ({
      title: t(row ? 'site.editEntrance' : 'site.addEntrance'),
      schema: entranceBodySchema,
      fields: ENTRANCE_FIELDS,
      defaultValues: entranceValues(siteId, row),
      onSubmit: (values) => afterSave((row ? fullClient.sites.updateEntrance : fullClient.sites.createEntrance)(values as EntranceBody), row ? 'list.edited' : 'list.added'),
    }),
  });
  const { editing: batch, open: openBatch, close: closeBatch } = useEditing<{ ids: string[] }>();
  const batchAction: ListAction<Entrance> = {
    id: 'batchNames',
    placement: 'toolbar',
    selection: 'some',
    permissions: adminPermissions(siteEndpoints.batchAddTzName),
    run: (rows) => openBatch({ ids: rows.map((row) => String(row.id)) }),
  };
  const batchDialog: { key: number; props: FormDialogProps<BatchValues> } | null = batch && {
    key: batch.key,
    props: {
      open: true,
      onOpenChange: (next) => (next ? undefined : closeBatch()),
      title: t('site.batchNamesTitle', { count: batch.ids.length }),
      schema: batchTzNameBodySchema,
      fields: [{ ...TZ_NAMES_FIELD, required: true }],
      defaultValues: { entranceIds: batch.ids, tzNames: [] },
      onSubmit: (values) => afterSave(fullClient.sites.batchAddTzName(values as BatchTzNameBody), 'list.edited'),
    },
  };
  return { actions: [...crud.actions, batchAction], dialogs: [crud.dialog, batchDialog] as const };
}
