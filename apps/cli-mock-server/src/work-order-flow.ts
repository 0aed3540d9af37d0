import { ApiError } from './errors';

export type WorkOrderStatus = 'pending' | 'processing' | 'completed' | 'rejected';

/** Spec §4: pending → processing (receive) → completed (with result); pending → rejected (with reason). */
const NEXT: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  pending: ['processing', 'rejected'],
  processing: ['completed'],
  completed: [],
  rejected: [],
};

/** Checks one status change; an illegal one is a code-500 answer, a missing result or reason a code 400. */
export function checkWorkOrderTransition(from: WorkOrderStatus, to: WorkOrderStatus, detail: { result?: unknown; reason?: unknown }): void {
  if (!NEXT[from].includes(to)) {
    throw new ApiError(500, `工单状态不能从 ${from} 变为 ${to} — a work order cannot go from ${from} to ${to}`);
  }
  if (to === 'completed' && !String(detail.result ?? '').trim()) throw new ApiError(400, 'result is required to complete a work order');
  if (to === 'rejected' && !String(detail.reason ?? '').trim()) throw new ApiError(400, 'reason is required to reject a work order');
}
