import { sensorEndpoints } from '@vigil/sdk';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import type { Device } from './device-queries';

const ShareDialog = lazy(() => import('./share-dialog'));

/** The row action 分享 Share (guarded by sensors.share in `module`) and the share dialog it opens for that device. */
export function useShareDialog(module: string): { action: ListAction<Device>; element: ReactNode } {
  const [imei, setImei] = useState<string | null>(null);
  const action: ListAction<Device> = {
    id: 'share',
    placement: 'row',
    permissions: callPermissions(sensorEndpoints.share, module),
    run: ([device]) => setImei(device?.imei ?? null),
  };
  const element = imei === null ? null : (
    <Suspense fallback={null}>
      <ShareDialog imei={imei} onClose={() => setImei(null)} />
    </Suspense>
  );
  return { action, element };
}
