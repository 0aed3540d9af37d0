import type { Row } from './state';
import { isWorkOrderTransitionError, nextWorkOrderStatus, type WorkOrderAction, type WorkOrderStatus } from '@vigil/sdk';
import { ApiError } from './errors';
import { both } from './i18n/locale';

/** Status names in both languages, for messages. */
const STATUS_NAMES: Record<WorkOrderStatus, ReturnType<typeof both>> = {
  pending: both('待处理', 'pending'),
  processing: both('处理中', 'processing'),
  completed: both('已完成', 'completed'),
  rejected: both('已驳回', 'rejected'),
};

export const statusName = (status: WorkOrderStatus) => STATUS_NAMES[status] ?? both(String(status), String(status));

export type { WorkOrderStatus };

/** modifyGdStatus carries the target status; the sdk's state machine speaks in actions. */
function actionFor(to: WorkOrderStatus, detail: { result?: unknown; reason?: unknown }): WorkOrderAction | undefined {
  if (to === 'processing') return { type: 'receive' };
  if (to === 'completed') return { type: 'complete', result: String(detail.result ?? '') };
  if (to === 'rejected') return { type: 'refuse', reason: String(detail.reason ?? '') };
  return undefined;
}

/**
 * Checks one status change with the sdk's rule (spec §4: pending → processing → completed with a result;
 * pending → rejected with a reason). Illegal → code 500; a missing result or reason → code 400.
 */
export function checkWorkOrderTransition(from: WorkOrderStatus, to: WorkOrderStatus, detail: { result?: unknown; reason?: unknown }): void {
  const illegal = new ApiError(500, 'workOrder.illegal', { from: statusName(from), to: statusName(to) });
  const action = actionFor(to, detail);
  if (!action) throw illegal;
  try {
    if (nextWorkOrderStatus(from, action) !== to) throw illegal;
  } catch (error) {
    if (!isWorkOrderTransitionError(error)) throw error;
    if (error.reason === 'missingResult') throw new ApiError(400, 'workOrder.resultRequired');
    if (error.reason === 'missingReason') throw new ApiError(400, 'workOrder.reasonRequired');
    throw illegal;
  }
}

/** The history action a status change records. */
export const HISTORY_ACTION_OF: Partial<Record<WorkOrderStatus, string>> = { processing: 'received', completed: 'completed', rejected: 'refused' };

/**
 * Appends one step to an order's history (extension of spec §3: who did what, and when): the action, the acting user's
 * name, the time and, for a completion or a refusal, its result or reason.
 */
export function recordHistory(order: Row, action: string, user: Row, time: string, note?: unknown): void {
  const entry: Row = { action, by: String(user.nickName ?? user.userName ?? ''), time };
  if (note !== undefined && note !== null && note !== '') entry.note = String(note);
  order.history = [...(Array.isArray(order.history) ? (order.history as Row[]) : []), entry];
}
