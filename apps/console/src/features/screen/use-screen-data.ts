import { alarmEndpoints, deviceEndpoints, sensorEndpoints, workOrderEndpoints } from '@vigil/sdk';
import { type HasAccess, canCall } from '@vigil/sdk/permissions';
import { MODULE_CODES, type ModuleCode } from '@vigil/sdk/modules';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { fullClient } from '../../app/full-client';
import { session } from '../../app/services';
import { browserTimeZone } from '../../app/time-zone';
import { lastDays } from '../module-home/last-days';
import { productIdsOf } from '../modules/registry';
import { fetchAlarmDays, fetchModuleOnline, fetchNewestAlarms, fetchPlacedDevices, fetchWorkOrderStatus } from './screen-queries';

/** Figures refresh every 30 s; the ticker polls every 4 s. A failed refresh (backend down) is retried at the next tick. */
export const FIGURES_MS = 30_000;
export const TICKER_MS = 4_000;
export const TICKER_ROWS = 8;
const MAP_DEVICES = 500;
const DAYS = 7;

/** The screen's figures, each asked for only when the user may make its call (in a module of theirs). */
export function useScreenData() {
  const { permissions: held } = useSnapshot(session.state);
  const modules = useMemo(
    () => MODULE_CODES.flatMap((module) => {
      const productId = productIdsOf(module)[0];
      return productId !== undefined && canCall(held, deviceEndpoints.chartCount, module) ? [{ module, productId }] : [];
    }),
    [held],
  );
  const inAny = (endpoint: HasAccess) => MODULE_CODES.some((m: ModuleCode) => canCall(held, endpoint, m));
  const days = useMemo(() => lastDays(Date.now(), browserTimeZone(), DAYS), []);
  const live = { refetchInterval: FIGURES_MS, staleTime: 0 };

  const online = useQueries({
    queries: modules.map(({ module, productId }) => ({ queryKey: ['screen-online', module, productId], queryFn: () => fetchModuleOnline(fullClient, productId), ...live })),
  });
  const trend = useQuery({ queryKey: ['screen-alarmDays', days], queryFn: () => fetchAlarmDays(fullClient, days), enabled: inAny(alarmEndpoints.list), ...live });
  const ticker = useQuery({ queryKey: ['screen-ticker'], queryFn: () => fetchNewestAlarms(fullClient, TICKER_ROWS), enabled: inAny(alarmEndpoints.list), refetchInterval: TICKER_MS, staleTime: 0 });
  const orders = useQuery({ queryKey: ['screen-workOrders'], queryFn: () => fetchWorkOrderStatus(fullClient), enabled: inAny(workOrderEndpoints.list), ...live });
  const devices = useQuery({ queryKey: ['screen-devices'], queryFn: () => fetchPlacedDevices(fullClient, MAP_DEVICES), enabled: inAny(sensorEndpoints.list), ...live });
  const failed = [trend, ticker, orders, devices, ...online].some((q) => q.isError);
  return { modules, online, days, trend, ticker, orders, devices, failed };
}
