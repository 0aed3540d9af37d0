import { HELMET_FILE_RETENTION_DAYS, type HelmetMedia, helmetMediaEndpoints } from '@vigil/sdk';
import { lazy, useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useAfterSave } from '../data/use-after-save';
import { saveFileResult } from '../export/save-blob';
import { useDateTime } from '../format/use-date-time';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { ListView } from '../list/list-view';
import { pageOf } from '../list/page-of';
import { useRowDialog } from '../list/use-row-dialog';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { PHOTO_SEARCH_FIELDS, photoColumns } from './photo-columns';

const PreviewDialog = lazy(() => import('./preview-dialog'));
const PHOTO_KEY = 'helmetMedia.list';
const uploaded = (item: HelmetMedia) => item.status === 'uploaded';

/**
 * 照片管理 (/hat-photoManagement/photoManagement): the helmets' photos and videos with their upload status (spec §4);
 * an uploaded one can be previewed and downloaded; any can be deleted after confirmation. The retention is shown.
 */
export default function PhotosPage({ route }: PageProps) {
  return <ProductPage route={route} kind="photos" body={PhotoList} />;
}

function PhotoList({ module }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const afterSave = useAfterSave([PHOTO_KEY, module]);
  const columns = useMemo(() => photoColumns(t, time), [t, time]);
  const list = useServerList<HelmetMedia>({
    queryKey: [PHOTO_KEY, module],
    fields: PHOTO_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.helmetMedia.list),
  });
  const preview = useRowDialog<HelmetMedia, { item: HelmetMedia; onClose: () => void }>('preview', callPermissions(helmetMediaEndpoints.file, module), PreviewDialog, (item) => ({ item }));
  const remove = async (rows: readonly HelmetMedia[]) => void (await afterSave(fullClient.helmetMedia.remove({ id: rows.map((r) => String(r.id)).join(',') }), 'list.deleted'));
  const download = async ([item]: readonly HelmetMedia[]) => {
    if (!item) return;
    saveFileResult(await fullClient.helmetMedia.file({ id: item.id }), item.name);
  };
  const actions: ListAction<HelmetMedia>[] = [
    { ...preview.action, available: uploaded },
    { id: 'download', placement: 'row', permissions: callPermissions(helmetMediaEndpoints.file, module), available: uploaded, run: download },
    { id: 'delete', placement: 'row', destructive: true, permissions: callPermissions(helmetMediaEndpoints.remove, module), run: remove },
    { id: 'delete', placement: 'toolbar', selection: 'some', destructive: true, permissions: callPermissions(helmetMediaEndpoints.remove, module), run: remove },
  ];
  return (
    <>
      <p className="mb-3 text-muted-foreground text-sm" data-testid="photo-retention">
        {t('photo.retention', { days: HELMET_FILE_RETENTION_DAYS })}
      </p>
      <ListView list={list} fields={PHOTO_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={(m) => String(m.id)} rowName={(m) => m.name} caption={t('photo.table')} />
      {preview.element}
    </>
  );
}
