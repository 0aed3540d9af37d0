import { Tag } from '@vigil/ui';
import type { Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';
import { LEVEL_LABELS } from './work-order-form';
import { LEVEL_VARIANTS, STATUS_PRESENTATIONS } from './work-order-presentation';
import type { WorkOrder } from './work-order-queries';

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The work-order lists' columns: number, device, info, level and status (word + colour), person in charge, outcome, created time. */
export function workOrderColumns(t: Translate, time: (value: unknown) => string): ListColumn<WorkOrder>[] {
  return [
    { id: 'number', label: 'workOrder.number', cell: (o) => <span className="font-mono">{o.number}</span> },
    { id: 'imei', label: 'workOrder.imei', cell: (o) => <span className="font-mono">{text(o.imei)}</span> },
    { id: 'info', label: 'workOrder.info', cell: (o) => <span className="block max-w-64 truncate" title={o.info}>{o.info}</span> },
    {
      id: 'level',
      label: 'workOrder.level',
      cell: (o) => (
        <Tag variant={LEVEL_VARIANTS[o.level]} data-level={o.level}>
          {t(LEVEL_LABELS[o.level])}
        </Tag>
      ),
    },
    {
      id: 'status',
      label: 'workOrder.status',
      cell: (o) => (
        <Tag variant={STATUS_PRESENTATIONS[o.status].variant} data-status={o.status}>
          {t(STATUS_PRESENTATIONS[o.status].label)}
        </Tag>
      ),
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
