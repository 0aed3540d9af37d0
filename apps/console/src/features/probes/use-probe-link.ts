import { sensorEndpoints } from '@vigil/sdk';
import { isModuleCode } from '@vigil/sdk/modules';
import { useLocation } from 'wouter';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { routeOfKind } from '../modules/module-routes';

/**
 * Device management's row action 探头 (通道 where the route is a channel list) of a module that has a probe list: opens that device's probes (its IMEI in the
 * URL, so the link can be shared). None for a module without a probe route.
 */
export function useProbeLink<Row extends { imei: string }>(module: string): ListAction<Row>[] {
  const [, navigate] = useLocation();
  const route = isModuleCode(module) ? routeOfKind(module, 'probeList') : undefined;
  if (!route) return [];
  return [
    {
      id: route.title === 'route.probes' ? 'probes' : 'channels',
      placement: 'row',
      permissions: callPermissions(sensorEndpoints.configByImei, module),
      run: ([row]) => row && navigate(`${route.path}?imei=${encodeURIComponent(row.imei)}`),
    },
  ];
}
