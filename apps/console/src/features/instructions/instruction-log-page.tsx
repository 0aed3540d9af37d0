import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { KindSection } from '../modules/kind-section';
import { moduleProduct } from '../modules/use-module-product';
import { logColumns } from './instruction-log-columns';
import { fetchLogPage, type InstructionLog } from './instruction-log-queries';
import { LOG_SEARCH_FIELDS } from './instruction-log-search';

/**
 * Instruction log of a module (/x-maintenance/logs, /controller-log/index): the instructions sent to the module's
 * devices, newest first, searched by IMEI, instruction and days; exported (POST /device/log/export) with progress.
 */
export default function InstructionLogPage({ route }: PageProps) {
  const t = useT();
  const time = useDateTime();
  const { module, productId } = moduleProduct(route);
  const columns = useMemo(() => logColumns(time), [time]);
  const list = useServerList<InstructionLog>({
    queryKey: ['devices.logs', module],
    fields: LOG_SEARCH_FIELDS,
    fetchPage: (query) => fetchLogPage(fullClient, productId ?? '', query),
    enabled: productId !== undefined,
  });

  return (
    <KindSection kind="instructionLog" empty="instruction.noProduct">
      {productId === undefined ? null : (
        <ListView
          list={list}
          fields={LOG_SEARCH_FIELDS}
          columns={columns}
          getRowId={(log) => String(log.id ?? `${log.imei}-${log.time}`)}
          rowName={(log) => `${log.imei} ${log.content}`}
          caption={t('instruction.logTable', { module: t(`module.${module}`) })}
        />
      )}
    </KindSection>
  );
}
