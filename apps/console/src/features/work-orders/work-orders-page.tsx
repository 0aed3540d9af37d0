import type { PageProps } from '../../app/pages';
import { WorkOrderListPage } from './work-order-list';

/** The work-order list of a module (/x-alarm/operation, /operation): every order of its product (workOrders.list). */
export default function WorkOrdersPage({ route }: PageProps) {
  return <WorkOrderListPage route={route} kind="workOrders" source="list" />;
}
