import { deviceEndpoints } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useExportAction } from '../export/use-export-action';
import { useDateTime } from '../format/use-date-time';
import { callPermissions } from '../list/call-permissions';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { logColumns } from './instruction-log-columns';
import { fetchLogPage, type InstructionLog } from './instruction-log-queries';
import { LOG_SEARCH_FIELDS } from './instruction-log-search';

/**
 * Instruction log of a module (/x-maintenance/logs, /controller-log/index): the instructions sent to the module's
 * devices, newest first, searched by IMEI, instruction and days; exported (POST /device/log/export) with progress.
 */
export default function InstructionLogPage({ route }: PageProps) {
  return <ProductPage route={route} kind="instructionLog" body={InstructionLogBody} />;
}

function InstructionLogBody({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => logColumns(time), [time]);
  const list = useServerList<InstructionLog>({
    queryKey: ['devices.logs', module, productId],
    fields: LOG_SEARCH_FIELDS,
    fetchPage: (query) => fetchLogPage(fullClient, productId, query),
  });
  // The export takes the filters on screen: what the list shows is what the file holds.
  const exporter = useExportAction<InstructionLog>({
    permissions: callPermissions(deviceEndpoints.exportLogs, module),
    download: (options) => fullClient.devices.exportLogs({ ...list.state.filters, productId }, options),
    fallbackName: `${t('instruction.fileName')}.xlsx`,
  });

  return (
    <>
      <ListView
        list={list}
        fields={LOG_SEARCH_FIELDS}
        columns={columns}
        actions={[exporter.action]}
        getRowId={(log) => String(log.id ?? `${log.imei}-${log.time}`)}
        rowName={(log) => `${log.imei} ${log.content}`}
        caption={t('instruction.logTable', { module: t(`module.${module}`) })}
      />
      {exporter.progress}
    </>
  );
}
