import { type SiteBody, siteBodySchema, siteEndpoints } from '@vigil/sdk';
import { useLocation } from 'wouter';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import type { AppRoute } from '../../routes/route-table';
import { useAfterSave } from '../data/use-after-save';
import { adminPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { useCrudActions } from '../admin/use-crud-actions';
import { SITE_FIELDS, SITE_LIST_KEY, type Site, type SiteFormValues, siteValues } from './site-list';

/**
 * The site list's actions: 新增, 修改, 删除 (the dialog of the sdk's site rule), 刷新 (POST /system/jgtc/refresh, then
 * the list again) and, per row, the site's entrances and devices (`detail`, its id in the URL). Each is guarded by its
 * call's permission.
 */
export function useSiteActions(detail: AppRoute | undefined) {
  const t = useT();
  const [, navigate] = useLocation();
  const afterSave = useAfterSave(SITE_LIST_KEY);
  const crud = useCrudActions<Site, SiteFormValues>({
    endpoints: siteEndpoints,
    remove: async (rows) => void (await afterSave(fullClient.sites.remove({ id: rows.map((row) => String(row.id)).join(',') }), 'list.deleted')),
    form: (row) => ({
      title: t(row ? 'site.editTitle' : 'site.addTitle'),
      schema: siteBodySchema,
      fields: SITE_FIELDS,
      defaultValues: siteValues(row),
      onSubmit: (values) => afterSave((row ? fullClient.sites.update : fullClient.sites.create)(values as SiteBody), row ? 'list.edited' : 'list.added'),
    }),
  });
  const extra: ListAction<Site>[] = [
    { id: 'refresh', placement: 'toolbar', permissions: adminPermissions(siteEndpoints.refresh), run: async () => void (await afterSave(fullClient.sites.refresh(), 'site.refreshed')) },
    ...(detail
      ? [{ id: 'entrances', placement: 'row', permissions: adminPermissions(siteEndpoints.entrances), run: ([row]) => row && navigate(`${detail.path}?siteId=${encodeURIComponent(String(row.id))}`) } satisfies ListAction<Site>]
      : []),
  ];
  return { actions: [...crud.actions, ...extra], dialog: crud.dialog };
}
