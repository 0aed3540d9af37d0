import { alarmEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useExportAction } from '../export/use-export-action';
import { callPermissions } from '../list/call-permissions';
import type { AlarmRecord } from './alarm-queries';

/** 导出 Export of the module's alarms (alarms.export, the sdk's 1,800 s, with progress and cancel), filtered as the list is. */
export function useAlarmExport(module: string, productId: string, filters: Readonly<Record<string, string>>) {
  const t = useT();
  return useExportAction<AlarmRecord>({
    permissions: callPermissions(alarmEndpoints.export, module),
    download: (options) => fullClient.alarms.export({ ...filters, productId }, options),
    fallbackName: `${t('alarmList.exportName')}.csv`,
  });
}
