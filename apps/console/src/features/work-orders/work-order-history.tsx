import type { WorkOrderHistoryAction } from '@vigil/sdk';
import { Dialog, DialogContent, DialogHeader, DialogTitle, Empty } from '@vigil/ui';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { HISTORY_PRESENTATIONS } from './work-order-presentation';
import type { WorkOrder } from './work-order-queries';

const isKnown = (action: string): action is WorkOrderHistoryAction => action in HISTORY_PRESENTATIONS;

/** A work order's history as a timeline, oldest first: what was done, by whom and when, with a result or reason. */
export function WorkOrderHistoryDialog({ order, onClose }: { order: WorkOrder; onClose: () => void }) {
  const t = useT();
  const time = useDateTime();
  const history = order.history ?? [];
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md" closeLabel={t('list.close')} aria-describedby={undefined} data-testid="work-order-history">
        <DialogHeader>
          <DialogTitle>{t('workOrder.historyTitle', { number: order.number })}</DialogTitle>
        </DialogHeader>
        {history.length === 0 ? (
          <Empty description={t('workOrder.historyEmpty')} />
        ) : (
          <ol className="grid gap-0 border-l border-border pl-4">
            {history.map((entry) => {
              const presentation = isKnown(entry.action) ? HISTORY_PRESENTATIONS[entry.action] : undefined;
              const note = entry.note ? (presentation?.note ? t(presentation.note, { note: entry.note }) : entry.note) : null;
              return (
                <li key={`${String(entry.time)}-${entry.action}-${entry.by ?? ""}`} className="relative pb-4 last:pb-0" data-action={entry.action}>
                  <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full border-2 border-primary bg-background" />
                  <p className="text-sm font-medium">{presentation ? t(presentation.label) : entry.action}</p>
                  <p className="text-xs text-muted-foreground">
                    <time>{time(entry.time)}</time> · {t('workOrder.historyBy', { name: entry.by || t('workOrder.historyUnknownBy') })}
                  </p>
                  {note && <p className="mt-1 text-sm">{note}</p>}
                </li>
              );
            })}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
