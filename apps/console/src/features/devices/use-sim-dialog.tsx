import { deviceEndpoints } from '@vigil/sdk';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import type { Device } from './device-queries';

const SimDialog = lazy(() => import('./sim-dialog'));

/**
 * The row action 流量与账户 SIM & account: the device's SIM data plan (/flows/list) and its account (/device/account/list),
 * for a user who may read either in `module`.
 */
export function useSimDialog(module: string): { action: ListAction<Device>; element: ReactNode } {
  const [imei, setImei] = useState<string | null>(null);
  const action: ListAction<Device> = {
    id: 'sim',
    placement: 'row',
    permissions: [...new Set([...callPermissions(deviceEndpoints.flows, module), ...callPermissions(deviceEndpoints.accounts, module)])],
    run: ([device]) => setImei(device?.imei ?? null),
  };
  const element = imei === null ? null : (
    <Suspense fallback={null}>
      <SimDialog module={module} imei={imei} onClose={() => setImei(null)} />
    </Suspense>
  );
  return { action, element };
}
