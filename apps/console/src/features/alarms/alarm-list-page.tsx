import { useMemo, useState } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { useDispatchDialog } from '../work-orders/use-dispatch-dialog';
import { useOpenWorkOrder } from '../work-orders/use-open-work-order';
import { routeOfKind } from '../modules/module-routes';
import { useAlarmActions } from './alarm-actions';
import { alarmColumns } from './alarm-columns';
import { type AlarmRecord, alarmListOf } from './alarm-queries';
import { ALARM_SEARCH_FIELDS, alarmSearchRefusal } from './alarm-search';
import { useAlarmExport } from './use-alarm-export';

/**
 * Alarm information of any module (/x-alarm/alarm): the module's product alarms, newest first, searched by alarm time
 * (required; the last 7 days to begin with), IMEI, type and dispatched or not; delete, reset, export, and dispatch a
 * work order from an alarm or open the one it has, each where the user holds its permission in the module.
 */
export default function AlarmListPage({ route }: PageProps) {
  return <ProductPage route={route} kind="alarmList" body={AlarmList} />;
}

function AlarmList({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => alarmColumns(t, time), [t, time]);
  // The default range is fixed when the page opens; the options keep their identity (the list's state is derived from them).
  const [now] = useState(Date.now);
  const options = useMemo(() => alarmListOf(fullClient, module, productId, now), [module, productId, now]);
  const list = useServerList<AlarmRecord>(options);
  const dispatch = useDispatchDialog(module);
  const orders = useOpenWorkOrder(module);
  const ordersPath = routeOfKind(module, 'workOrders')?.path;
  const actions = useAlarmActions(module, t, dispatch, ordersPath ? { permissions: orders.permissions, open: (alarmId) => void orders.open(alarmId, { module, productId, workOrdersPath: ordersPath }) } : null);
  const exporter = useAlarmExport(module, productId, list.state.filters);
  return (
    <>
      <ListView
        list={list}
        fields={ALARM_SEARCH_FIELDS}
        columns={columns}
        actions={[...actions, exporter.action]}
        getRowId={(a) => String(a.id)}
        rowName={(a) => `${a.imei} ${time(a.time)}`}
        caption={t('alarmList.table', { module: t(`module.${module}`) })}
        emptyText={t('spec.noAlarmInfo')}
        validate={(filters) => {
          const refusal = alarmSearchRefusal(filters);
          return refusal && t(refusal);
        }}
      />
      {exporter.progress}
      {dispatch.element}
    </>
  );
}
