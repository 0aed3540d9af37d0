import { alarmEndpoints, deviceEndpoints, workOrderEndpoints } from '@vigil/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { browserTimeZone } from '../../app/time-zone';
import { useCanCall } from '../permissions/use-permission';
import { fetchAlarmWeek, fetchDeviceCounts, fetchLatestAlarms, fetchOpenWorkOrders } from './home-queries';
import { lastDays } from './last-days';
import { useRefetchOnAlarm } from './use-refetch-on-alarm';

export const LATEST_ALARMS = 5;
const DAYS = 7;

/**
 * A module home's figures for product `productId`, each asked for only when the user may make its call and the
 * module has the page it links to (`hasAlarms`, `hasWorkOrders`). Retries are off (the shared query client). The
 * alarm figures are read again when a live alarm arrives.
 */
export function useHomeFigures(module: string, productId: string | undefined, hasAlarms: boolean, hasWorkOrders: boolean) {
  const id = productId ?? '';
  const days = useMemo(() => lastDays(Date.now(), browserTimeZone(), DAYS), []);
  // The chart's days: the latest alarms, their count and the alarm list 查看全部报警 opens all cover them.
  const week = useMemo(() => ({ beginTime: days[0] ?? '', endTime: days.at(-1) ?? '' }), [days]);
  const canDevices = useCanCall(deviceEndpoints.chartCount, module) && productId !== undefined;
  const canAlarms = useCanCall(alarmEndpoints.list, module) && productId !== undefined && hasAlarms;
  const canOrders = useCanCall(workOrderEndpoints.list, module) && productId !== undefined && hasWorkOrders;
  const devices = useQuery({ queryKey: ['home.devices', module, id], queryFn: () => fetchDeviceCounts(fullClient, id), enabled: canDevices });
  const perDay = useQuery({ queryKey: ['home.alarmWeek', module, id, days], queryFn: () => fetchAlarmWeek(fullClient, id, days), enabled: canAlarms });
  const latest = useQuery({ queryKey: ['home.latestAlarms', module, id, week], queryFn: () => fetchLatestAlarms(fullClient, id, LATEST_ALARMS, week), enabled: canAlarms });
  const orders = useQuery({ queryKey: ['home.openWorkOrders', module, id], queryFn: () => fetchOpenWorkOrders(fullClient, id), enabled: canOrders });
  // The alarm figures follow the live feed: a pushed alarm is already in the alarm list when it arrives.
  useRefetchOnAlarm([['home.alarmWeek', module, id], ['home.latestAlarms', module, id]], canAlarms);
  return { days, range: week, canDevices, canAlarms, canOrders, devices, week: perDay, latest, orders };
}
