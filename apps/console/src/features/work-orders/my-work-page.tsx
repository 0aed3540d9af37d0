import type { PageProps } from '../../app/pages';
import { WorkOrderListPage } from './work-order-list';

/** My work orders of a module (/x-alarm/mywork, /mywork, /settings …): the signed-in handler's orders (workOrders.mine). */
export default function MyWorkPage({ route }: PageProps) {
  return <WorkOrderListPage route={route} kind="myWork" source="mine" />;
}
