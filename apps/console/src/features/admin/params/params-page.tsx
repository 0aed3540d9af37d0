import { configEndpoints } from '@vigil/sdk';
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
import { useParamActions } from './param-actions';
import { paramColumns } from './param-columns';
import { fetchParamPage, PARAM_LIST_KEY, PARAM_SEARCH_FIELDS, type Parameter } from './param-list';

/**
 * /config/config: the system parameters (RuoYi's 参数设置), searched by name, key name, built in and creation time;
 * add, edit, delete (never a built-in one) and export where the user holds their permissions.
 */
export default function ParamsPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => paramColumns(time), [time]);
  const list = useServerList<Parameter>({ queryKey: PARAM_LIST_KEY, fields: PARAM_SEARCH_FIELDS, fetchPage: fetchParamPage });
  const { actions, dialog } = useParamActions();
  const exporter = useExportAction<Parameter>({
    permissions: adminPermissions(configEndpoints.export),
    download: (options) => fullClient.configs.export(withCreatedRange(list.state.filters), options),
    fallbackName: `${t('param.exportName')}.xlsx`,
  });
  return (
    <AdminPage route={route} kind="adminParameters">
      <ListView
        list={list}
        fields={PARAM_SEARCH_FIELDS}
        columns={columns}
        actions={[...actions, exporter.action]}
        getRowId={(row) => String(row.configId)}
        rowName={(row) => row.configName}
        caption={t('param.table')}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
      {exporter.progress}
    </AdminPage>
  );
}
