import { type ErrorKind, SdkError, hasKind } from '../client/errors';
import type { UnknownCode } from '../read/wire-code-schema';
import type { WorkOrderStatus } from '../schemas/alarms';

export type WorkOrderAction =
  | { type: 'receive' }
  | { type: 'complete'; result: string }
  | { type: 'refuse'; reason: string };

export type WorkOrderActionType = WorkOrderAction['type'];

/** An action that the order's status does not allow, or that lacks its result/reason. */
export class WorkOrderTransitionError extends SdkError {
  static override readonly kind: ErrorKind = 'WorkOrderTransitionError';
  readonly status: WorkOrderStatus;
  readonly action: string;
  /** 'illegal' when the status forbids the action, 'missingResult'/'missingReason' when the text is blank. */
  readonly reason: 'illegal' | 'missingResult' | 'missingReason';

  constructor(status: WorkOrderStatus, action: string, reason: WorkOrderTransitionError['reason']) {
    super(
      reason === 'illegal'
        ? `Work order action "${action}" is not allowed when the order is ${status}`
        : `Work order action ${action} needs a ${reason === 'missingResult' ? 'result' : 'reason'}`,
    );
    this.status = status;
    this.action = action;
    this.reason = reason;
  }
}

/** Spec §4: pending → processing (receive) → completed (complete, with result); pending → rejected (refuse, with reason). */
const TRANSITIONS: Readonly<Record<WorkOrderStatus, Partial<Record<WorkOrderActionType, WorkOrderStatus>>>> = {
  pending: { receive: 'processing', refuse: 'rejected' },
  processing: { complete: 'completed' },
  completed: {},
  rejected: {},
};

/** The status after `action`, or a `WorkOrderTransitionError`. Accepts the action's bare name when it needs no text. */
export function nextWorkOrderStatus(status: WorkOrderStatus, action: WorkOrderAction | WorkOrderActionType): WorkOrderStatus {
  const normalized = typeof action === 'string' ? ({ type: action } as WorkOrderAction) : action;
  const next = TRANSITIONS[status]?.[normalized.type];
  if (!next) throw new WorkOrderTransitionError(status, String(normalized?.type), 'illegal');
  if (normalized.type === 'complete' && !normalized.result?.trim()) throw new WorkOrderTransitionError(status, 'complete', 'missingResult');
  if (normalized.type === 'refuse' && !normalized.reason?.trim()) throw new WorkOrderTransitionError(status, 'refuse', 'missingReason');
  return next;
}

/** Actions the status allows, for showing buttons. */
export function workOrderActions(status: WorkOrderStatus | UnknownCode): WorkOrderActionType[] {
  // A status the console has no word for (kept as the backend sent it) allows nothing.
  return Object.hasOwn(TRANSITIONS, status) ? (Object.keys(TRANSITIONS[status as WorkOrderStatus] ?? {}) as WorkOrderActionType[]) : [];
}

export const isWorkOrderTransitionError = (value: unknown): value is WorkOrderTransitionError =>
  hasKind(value, 'WorkOrderTransitionError');
