import { sensorEndpoints } from '@vigil/sdk';
import { lazy } from 'react';
import { callPermissions } from '../list/call-permissions';
import { useRowDialog } from '../list/use-row-dialog';
import type { Device } from './device-queries';

const ShareDialog = lazy(() => import('./share-dialog'));

/** The row action 分享 Share (guarded by sensors.share in `module`) and the share dialog it opens for that device. */
export function useShareDialog(module: string) {
  return useRowDialog<Device, { imei: string; onClose: () => void }>('share', callPermissions(sensorEndpoints.share, module), ShareDialog, (device) => ({ imei: device.imei }));
}
