import { type Personnel, type PersonnelBody, personnelBodySchema, personnelEndpoints } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import type { ListColumn } from '../list/list-types';
import { ListView } from '../list/list-view';
import { pageOf } from '../list/page-of';
import { useServerList } from '../list/use-server-list';
import type { ProductPageBodyProps } from '../modules/product-page';
import { newPersonValues, PERSON_FIELDS, PERSON_SEARCH_FIELDS, type PersonValues, personValues } from './person-form';
import { useRecordActions } from './use-record-actions';

// Not the call's id: the catalogs test reads 'personnel.*' strings as text keys.
const KEY = 'persons';

/** 工单负责人 (the gdtz ry calls): the persons a work order can be assigned to, added, edited and deleted. */
export function PersonsTab({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo<ListColumn<Personnel>[]>(
    () => [
      { id: 'name', label: 'personnel.name', cell: (p) => p.name },
      { id: 'phone', label: 'personnel.phone', cell: (p) => <span className="font-mono">{p.phone}</span> },
      { id: 'createTime', label: 'notify.createTime', cell: (p) => time(p.createTime) },
    ],
    [time],
  );
  const list = useServerList<Personnel>({
    queryKey: [KEY, module],
    fields: PERSON_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.personnel.list, { productId }),
  });
  const { actions, dialog } = useRecordActions<Personnel, PersonValues>({
    module,
    queryKey: [KEY, module],
    endpoints: personnelEndpoints,
    create: (values) => fullClient.personnel.create(values as PersonnelBody),
    update: (values) => fullClient.personnel.update(values as PersonnelBody),
    remove: (id) => fullClient.personnel.remove({ id }),
    idOf: (p) => String(p.id),
    titles: { add: 'personnel.addTitle', edit: 'personnel.editTitle' },
    form: { schema: personnelBodySchema, fields: PERSON_FIELDS },
    blank: newPersonValues,
    valuesOf: personValues,
  });
  return (
    <>
      <ListView
        list={list}
        fields={PERSON_SEARCH_FIELDS}
        columns={columns}
        actions={actions}
        getRowId={(p) => String(p.id)}
        rowName={(p) => p.name}
        caption={t('personnel.table', { module: t(`module.${module}`) })}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
    </>
  );
}
