import type { MessageKey } from '../../i18n/zh-CN';
import { useT } from '../../i18n/use-t';
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from './screen-queries';

const LABELS: Record<WorkOrderStatus, MessageKey> = {
  pending: 'workOrder.statusPending',
  processing: 'workOrder.statusProcessing',
  completed: 'workOrder.statusCompleted',
  rejected: 'workOrder.statusRejected',
};
const COLORS: Record<WorkOrderStatus, string> = { pending: 'text-amber-300', processing: 'text-sky-300', completed: 'text-emerald-300', rejected: 'text-slate-300' };

/** Work orders per status, as four large figures. */
export function WorkOrderStatusFigures({ counts }: { counts: Record<WorkOrderStatus, number> | undefined }) {
  const t = useT();
  return (
    <dl className="grid h-full grid-cols-2 content-center gap-[0.8vw]">
      {WORK_ORDER_STATUSES.map((status) => (
        <div key={status} className="grid rounded-md bg-slate-800/80 p-[0.5vw]" data-testid={`screen-orders-${status}`}>
          <dt className="text-[clamp(0.7rem,0.7vw,1.7rem)] text-slate-300">{t(LABELS[status])}</dt>
          <dd className={`text-[clamp(1.2rem,1.8vw,4.5rem)] font-bold tabular-nums ${COLORS[status]}`}>{counts?.[status] ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
