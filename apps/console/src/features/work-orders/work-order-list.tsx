import { type ComponentType, useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { ListView } from '../list/list-view';
import { useServerList } from '../list/use-server-list';
import type { PageKind } from '../modules/page-kinds';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { useWorkOrderActions } from './use-work-order-actions';
import { workOrderColumns } from './work-order-columns';
import { type WorkOrder, type WorkOrderSource, workOrderListOf } from './work-order-queries';
import { WORK_ORDER_SEARCH_FIELDS } from './work-order-search';

/** What distinguishes one work-order page from the other: its kind (heading) and the call its rows come from. */
export interface WorkOrderListConfig {
  kind: Extract<PageKind, 'workOrders' | 'myWork'>;
  source: WorkOrderSource;
}

const CAPTIONS = { list: 'workOrder.table', mine: 'workOrder.mineTable' } as const;

// One body per source, made once, so a page's body keeps its identity (and state) across renders.
const BODIES: Record<WorkOrderSource, ComponentType<ProductPageBodyProps>> = {
  list: (props) => <WorkOrderList {...props} source="list" />,
  mine: (props) => <WorkOrderList {...props} source="mine" />,
};

/** A module's work-order page (the list, or My work orders): the module's product's orders from `source`, with every action. */
export function WorkOrderListPage({ route, kind, source }: Pick<PageProps, 'route'> & WorkOrderListConfig) {
  return <ProductPage route={route} kind={kind} body={BODIES[source]} />;
}

function WorkOrderList({ module, productId, source }: ProductPageBodyProps & { source: WorkOrderSource }) {
  const t = useT();
  const time = useDateTime();
  const columns = useMemo(() => workOrderColumns(time), [time]);
  const list = useServerList<WorkOrder>(workOrderListOf(fullClient, source, module, productId));
  const { actions, element } = useWorkOrderActions(module);
  return (
    <>
      <ListView
        list={list}
        fields={WORK_ORDER_SEARCH_FIELDS}
        columns={columns}
        actions={actions}
        getRowId={(o) => String(o.id)}
        rowName={(o) => o.number}
        caption={t(CAPTIONS[source], { module: t(`module.${module}`) })}
      />
      {element}
    </>
  );
}
