import { gatewayEndpoints } from '@vigil/sdk';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { Device } from '../devices/device-queries';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';

const SwitchDialog = lazy(() => import('./switch-dialog'));

/** The module whose devices are gateways with switch channels. */
const GATEWAY_MODULE = 'controller';

/**
 * The row action 开关 Switches of the controller module's device list: the gateway's channels with their on/off state
 * read from the device, each switchable after a confirmation. Other modules get no action.
 */
export function useSwitchDialog(module: string): { actions: ListAction<Device>[]; element: ReactNode } {
  const [imei, setImei] = useState<string | null>(null);
  if (module !== GATEWAY_MODULE) return { actions: [], element: null };
  const action: ListAction<Device> = {
    id: 'switches',
    placement: 'row',
    permissions: callPermissions(gatewayEndpoints.channels, module),
    run: ([device]) => setImei(device?.imei ?? null),
  };
  const element = imei === null ? null : (
    <Suspense fallback={null}>
      <SwitchDialog module={module} imei={imei} onClose={() => setImei(null)} />
    </Suspense>
  );
  return { actions: [action], element };
}
