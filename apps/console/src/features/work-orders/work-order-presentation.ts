import type { WorkOrderHistoryAction, WorkOrderLevel, WorkOrderStatus } from '@vigil/sdk';
import type { TagVariant } from '@vigil/ui';
import type { MessageKey } from '../../i18n/zh-CN';

/** A wire value's catalog word and tag colour. */
export interface Presentation {
  label: MessageKey;
  variant: TagVariant;
}

/**
 * Each status's word and tag colour (spec §4): the search's options, and a status tag's fallback when the `gd_status`
 * dictionary lacks the value. The word is always shown, so colour is never the only sign.
 */
export const STATUS_PRESENTATIONS: Record<WorkOrderStatus, Presentation> = {
  pending: { label: 'workOrder.statusPending', variant: 'warning' },
  processing: { label: 'workOrder.statusProcessing', variant: 'primary' },
  completed: { label: 'workOrder.statusCompleted', variant: 'success' },
  rejected: { label: 'workOrder.statusRejected', variant: 'default' },
};

/** Each level's word and tag colour (spec §3): the form's and search's options, and a level tag's fallback when `gd_level` lacks the value. */
export const LEVEL_PRESENTATIONS: Record<WorkOrderLevel, Presentation> = {
  ordinary: { label: 'workOrder.levelOrdinary', variant: 'info' },
  urgent: { label: 'workOrder.levelUrgent', variant: 'warning' },
  extraUrgent: { label: 'workOrder.levelExtraUrgent', variant: 'danger' },
};

/** The word of each history step and, for the steps that carry one, how its note reads. */
export const HISTORY_PRESENTATIONS: Record<WorkOrderHistoryAction, { label: MessageKey; note?: MessageKey }> = {
  dispatched: { label: 'workOrder.historyDispatched' },
  received: { label: 'workOrder.historyReceived' },
  completed: { label: 'workOrder.historyCompleted', note: 'workOrder.historyNoteResult' },
  refused: { label: 'workOrder.historyRefused', note: 'workOrder.historyNoteReason' },
  edited: { label: 'workOrder.historyEdited' },
  sent: { label: 'workOrder.historySent', note: 'workOrder.historyNoteSent' },
};

export const STATUS_OPTIONS = (Object.keys(STATUS_PRESENTATIONS) as WorkOrderStatus[]).map((value) => ({ value, label: STATUS_PRESENTATIONS[value].label }));
