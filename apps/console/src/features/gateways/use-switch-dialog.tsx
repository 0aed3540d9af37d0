import { gatewayEndpoints } from '@vigil/sdk';
import { lazy, type ReactNode } from 'react';
import type { Device } from '../devices/device-queries';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { useRowDialog } from '../list/use-row-dialog';

const SwitchDialog = lazy(() => import('./switch-dialog'));

/** The module whose devices are gateways with switch channels. */
const GATEWAY_MODULE = 'controller';

/**
 * The row action 开关 Switches of the controller module's device list: the gateway's channels with their on/off state
 * read from the device, each switchable after a confirmation. Other modules get no action.
 */
export function useSwitchDialog(module: string): { actions: ListAction<Device>[]; element: ReactNode } {
  const { action, element } = useRowDialog<Device, { module: string; imei: string; onClose: () => void }>(
    'switches',
    callPermissions(gatewayEndpoints.channels, module),
    SwitchDialog,
    (device) => ({ module, imei: device.imei }),
  );
  return module === GATEWAY_MODULE ? { actions: [action], element } : { actions: [], element: null };
}
