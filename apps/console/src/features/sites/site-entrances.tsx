import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import type { ListColumn } from '../list/list-types';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { useEntranceActions } from './entrance-actions';
import { ENTRANCE_SEARCH_FIELDS, type Entrance, entranceListKey, fetchEntrancePage } from './entrance-list';

const COLUMNS: readonly ListColumn<Entrance>[] = [
  { id: 'name', label: 'site.entranceName', cell: (row) => row.name },
  { id: 'tzNames', label: 'site.tzNames', cell: (row) => (row.tzNames ?? []).join('，') },
];

/** A site's entrances (the page's own list: its search and page in the URL beside `siteId`). */
export function SiteEntrances({ siteId, siteName }: { siteId: string; siteName: string }) {
  const t = useT();
  const list = useServerList<Entrance>({ queryKey: entranceListKey(siteId), fields: ENTRANCE_SEARCH_FIELDS, fetchPage: (query) => fetchEntrancePage(siteId, query) });
  const { actions, dialogs } = useEntranceActions(siteId);
  const [crud, batch] = dialogs;
  const columns = useMemo(() => COLUMNS, []);
  return (
    <>
      <ListView list={list} fields={ENTRANCE_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={(row) => String(row.id)} rowName={(row) => row.name} caption={t('site.entranceTable', { site: siteName })} />
      {crud && <LazyFormDialog {...crud.props} key={crud.key} />}
      {batch && <LazyFormDialog {...batch.props} key={batch.key} />}
    </>
  );
}
