import { trajectoryEndpoints } from '@vigil/sdk';
import { lazy } from 'react';
import type { Device } from '../devices/device-queries';
import { callPermissions } from '../list/call-permissions';
import { useRowDialog } from '../list/use-row-dialog';

const TrackDialog = lazy(() => import('./track-dialog'));

/** The module whose devices are helmets with GPS tracks. */
const HELMET_MODULE = 'hat';

/** The row action 轨迹 Track of the hat module's device list: the helmet's trajectory; other modules get none. */
export function useTrackDialog(module: string) {
  const dialog = useRowDialog<Device, { imei: string; onClose: () => void }>('track', callPermissions(trajectoryEndpoints.track, HELMET_MODULE), TrackDialog, (d) => ({ imei: d.imei }));
  return module === HELMET_MODULE ? { actions: [dialog.action], element: dialog.element } : { actions: [], element: null };
}
