import { dictTypeEndpoints } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { useExportAction } from '../../export/use-export-action';
import { useDateTime } from '../../format/use-date-time';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { adminPermissions } from '../../list/call-permissions';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { withCreatedRange } from '../admin-search';
import { DICT_TYPE_LIST_KEY, type DictType, fetchDictTypePage } from './dict-queries';
import { DICT_TYPE_SEARCH_FIELDS } from './dict-search';
import { useDictTypeActions } from './dict-type-actions';
import { dictTypeColumns } from './dict-type-columns';

/**
 * /dictionary/dictionary: the dictionary types (RuoYi's 字典管理), searched by name, type, status and creation time;
 * add, edit, delete (single and batch) and export where the user holds their permissions; a type opens its data.
 */
export default function DictTypePage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => dictTypeColumns(t, time), [t, time]);
  const list = useServerList<DictType>({ queryKey: DICT_TYPE_LIST_KEY, fields: DICT_TYPE_SEARCH_FIELDS, fetchPage: fetchDictTypePage });
  const { actions, dialog } = useDictTypeActions();
  const exporter = useExportAction<DictType>({
    permissions: adminPermissions(dictTypeEndpoints.export),
    download: (options) => fullClient.dictTypes.export(withCreatedRange(list.state.filters), options),
    fallbackName: `${t('dict.typeExportName')}.xlsx`,
  });
  return (
    <AdminPage route={route} kind="adminDicts">
      <ListView
        list={list}
        fields={DICT_TYPE_SEARCH_FIELDS}
        columns={columns}
        actions={[...actions, exporter.action]}
        getRowId={(row) => String(row.dictId)}
        rowName={(row) => row.dictName}
        caption={t('dict.typeTable')}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {exporter.progress}
    </AdminPage>
  );
}
