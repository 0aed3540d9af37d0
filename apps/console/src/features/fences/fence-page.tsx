import { FENCE_SHAPES, type Fence, fenceBodySchema, helmetEndpoints, isKnownCode } from '@vigil/sdk';
import { useMemo, useRef } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { ListView } from '../list/list-view';
import { pageOf } from '../list/page-of';
import { useServerList } from '../list/use-server-list';
import { configuredTiles } from '../map/map-tiles';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { useRecordActions } from '../notify/use-record-actions';
import { fenceColumns } from './fence-columns';
import { FENCE_SEARCH_FIELDS, type FenceValues, fenceBodyOf, fenceFields, fenceValues, newFenceValues } from './fence-form';
import type { DrawnShape } from './fence-shape';
import { useHelmets } from './use-helmets';

const FENCE_KEY = 'helmet.fences';

/**
 * 电子围栏 (/hat-fenceManagement/electron): the helmet fences (helmet.*Fence*), listed, searched by name, added,
 * edited and deleted. The editor draws the area on a map (terra-draw: a polygon or a circle) and holds the name,
 * number, type, alarm frequency, time periods and assigned helmets, checked by the sdk's fenceFormSchema.
 */
export default function FencePage({ route }: PageProps) {
  return <ProductPage route={route} kind="fence" body={FenceList} />;
}

function FenceList({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const helmets = useHelmets(module, productId);
  const drawn = useRef<DrawnShape | null>(null);
  const tiles = useMemo(() => configuredTiles(), []);
  const columns = useMemo(() => fenceColumns(t), [t]);
  const fields = useMemo(() => fenceFields({ helmets: helmets.choices, home: helmets.home, tiles, drawn, t }), [helmets, tiles, t]);
  const list = useServerList<Fence>({
    queryKey: [FENCE_KEY, module],
    fields: FENCE_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.helmet.fences),
  });
  const { actions, dialog } = useRecordActions<Fence, FenceValues>({
    module,
    queryKey: [FENCE_KEY, module],
    endpoints: { create: helmetEndpoints.createFence, update: helmetEndpoints.updateFence, remove: helmetEndpoints.removeFence },
    create: (values) => fullClient.helmet.createFence(fenceBodyOf(values, drawn.current)),
    update: (values) => fullClient.helmet.updateFence(fenceBodyOf(values, drawn.current)),
    remove: (id) => fullClient.helmet.removeFence({ id }),
    idOf: (f) => String(f.id),
    titles: { add: 'fence.addTitle', edit: 'fence.editTitle' },
    form: { schema: fenceBodySchema, fields },
    blank: () => {
      drawn.current = null;
      return newFenceValues();
    },
    valuesOf: (fence) => {
      // The editor opens in the fence's own shape (a circle fence in circle mode); a new drawing replaces it.
      drawn.current = { shape: isKnownCode(FENCE_SHAPES, fence.shape) ? fence.shape : 'polygon', circle: fence.circle ?? null };
      return fenceValues(fence);
    },
  });
  return (
    <>
      <ListView list={list} fields={FENCE_SEARCH_FIELDS} columns={columns} actions={actions} getRowId={(f) => String(f.id)} rowName={(f) => f.name} caption={t('fence.table')} />
      {dialog && <LazyFormDialog {...dialog.props} wide key={dialog.key} />}
    </>
  );
}
