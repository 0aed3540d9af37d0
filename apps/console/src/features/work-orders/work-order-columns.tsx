import type { ListColumn } from '../list/list-types';
import type { WorkOrder } from './work-order-queries';
import { WorkOrderLevelTag, WorkOrderStatusTag } from './work-order-tags';
import { textOrDash as text } from '../list/cell-text';

/** The work-order lists' columns: number, device, info, level and status (gd_level / gd_status tags), person in charge, outcome, created time. */
export function workOrderColumns(time: (value: unknown) => string): ListColumn<WorkOrder>[] {
  return [
    { id: 'number', label: 'workOrder.number', cell: (o) => <span className="font-mono">{o.number}</span> },
    { id: 'imei', label: 'workOrder.imei', cell: (o) => <span className="font-mono">{text(o.imei)}</span> },
    { id: 'info', label: 'workOrder.info', cell: (o) => <span className="block max-w-64 truncate" title={o.info}>{o.info}</span> },
    {
      id: 'level',
      label: 'workOrder.level',
      cell: (o) => <WorkOrderLevelTag level={o.level} />,
    },
    {
      id: 'status',
      label: 'workOrder.status',
      cell: (o) => <WorkOrderStatusTag status={o.status} />,
    },
    {
      id: 'handler',
      label: 'workOrder.handler',
      cell: (o) => (
        <span>
          {text(o.handler)} <span className="font-mono text-muted-foreground">{text(o.handlerPhone)}</span>
        </span>
      ),
    },
    { id: 'outcome', label: 'workOrder.outcome', cell: (o) => text(o.status === 'rejected' ? o.reason : o.result) },
    { id: 'createTime', label: 'workOrder.createTime', cell: (o) => time(o.createTime) },
  ];
}
