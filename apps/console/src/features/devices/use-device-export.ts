import { sensorEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useExportAction } from '../export/use-export-action';
import { callPermissions } from '../list/call-permissions';
import type { Device } from './device-queries';

/**
 * 导出 Export of the module's devices (sensors.exportInfo, 1,800 s, with progress and cancel), filtered as the list
 * is: the product and the search form's applied filters.
 */
export function useDeviceExport(module: string, productId: string, filters: Readonly<Record<string, string>>) {
  const t = useT();
  const applied = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return useExportAction<Device>({
    permissions: callPermissions(sensorEndpoints.exportInfo, module),
    download: (options) => fullClient.sensors.exportInfo({ ...applied, productId }, options),
    fallbackName: `${t('device.exportName')}.xlsx`,
  });
}
