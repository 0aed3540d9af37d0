import { dictDataEndpoints } from '@vigil/sdk';
import { Spinner } from '@vigil/ui';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { fullClient } from '../../../app/full-client';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../data/query-error';
import { useExportAction } from '../../export/use-export-action';
import { useDateTime } from '../../format/use-date-time';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { adminPermissions } from '../../list/call-permissions';
import { ListView } from '../../list/list-view';
import { useServerList } from '../../list/use-server-list';
import { AdminPage } from '../admin-page';
import { useDictDataActions } from './dict-data-actions';
import { dictDataColumns } from './dict-data-columns';
import { DICT_DATA_LIST_KEY, type DictData, type DictType, fetchDictDataPage, useDictTypeById } from './dict-queries';
import { DICT_DATA_SEARCH_FIELDS } from './dict-search';

/** /dictionary/dict-data/{dictId}: the values of one dictionary type (RuoYi's 字典数据). */
export default function DictDataPage({ route, params }: PageProps) {
  const t = useT();
  const type = useDictTypeById(params.dictId ?? '');
  return (
    <AdminPage route={route} kind="adminDictData">
      <Link href="/dictionary/dictionary" className="w-fit text-sm text-primary underline-offset-2 hover:underline">
        {t('dict.back')}
      </Link>
      {type.data ? <DictDataList type={type.data} /> : type.isError ? <QueryError error={type.error} onRetry={() => void type.refetch()} /> : <Spinner />}
    </AdminPage>
  );
}

function DictDataList({ type }: { type: DictType }) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => dictDataColumns(time), [time]);
  const list = useServerList<DictData>({
    queryKey: [...DICT_DATA_LIST_KEY, type.dictType],
    fields: DICT_DATA_SEARCH_FIELDS,
    fetchPage: (query) => fetchDictDataPage(type.dictType, query),
  });
  const { actions, dialog } = useDictDataActions(type.dictType);
  const exporter = useExportAction<DictData>({
    permissions: adminPermissions(dictDataEndpoints.export),
    download: (options) => fullClient.dictData.export({ ...list.state.filters, dictType: type.dictType }, options),
    fallbackName: `${t('dict.dataExportName')}.xlsx`,
  });
  return (
    <>
      <p className="text-sm text-muted-foreground">{t('dict.dataOf', { name: type.dictName, type: type.dictType })}</p>
      <ListView
        list={list}
        fields={DICT_DATA_SEARCH_FIELDS}
        columns={columns}
        actions={[...actions, exporter.action]}
        getRowId={(row) => String(row.dictCode)}
        rowName={(row) => row.dictLabel}
        caption={t('dict.dataTable', { type: type.dictType })}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {exporter.progress}
    </>
  );
}
