import { deviceEndpoints } from '@vigil/sdk';
import { lazy } from 'react';
import { callPermissions } from '../list/call-permissions';
import { useRowDialog } from '../list/use-row-dialog';
import type { Device } from './device-queries';

const SimDialog = lazy(() => import('./sim-dialog'));

/**
 * The row action 流量与账户 SIM & account: the device's SIM data plan (/flows/list) and its account (/device/account/list),
 * for a user who may read either in `module`.
 */
export function useSimDialog(module: string) {
  const permissions = [...new Set([...callPermissions(deviceEndpoints.flows, module), ...callPermissions(deviceEndpoints.accounts, module)])];
  return useRowDialog<Device, { module: string; imei: string; onClose: () => void }>('sim', permissions, SimDialog, (device) => ({ module, imei: device.imei }));
}
