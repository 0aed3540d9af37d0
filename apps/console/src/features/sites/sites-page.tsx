import { useMemo } from 'react';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { routeOfKind } from '../modules/module-routes';
import { PageFrame } from '../modules/page-frame';
import { moduleOfRoute } from '../modules/product-page';
import { useSiteActions } from './site-actions';
import { siteColumns } from './site-columns';
import { fetchSitePage, SITE_LIST_KEY, SITE_SEARCH_FIELDS, type Site } from './site-list';

/**
 * A module's sites (组织/场所, POST /system/jgtc/list): searched by name; add, edit, delete (refused while devices are
 * on the site), refresh; each row opens the site's entrances and devices.
 */
export default function SitesPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => siteColumns(time), [time]);
  const list = useServerList<Site>({ queryKey: SITE_LIST_KEY, fields: SITE_SEARCH_FIELDS, fetchPage: fetchSitePage });
  const { actions, dialog } = useSiteActions(routeOfKind(moduleOfRoute(route), 'siteDetail'));
  return (
    <PageFrame route={route} kind="sites">
      <ListView list={list} fields={SITE_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={(row) => String(row.id)} rowName={(row) => row.name} caption={t('site.table')} />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
    </PageFrame>
  );
}
