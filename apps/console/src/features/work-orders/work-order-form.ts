import { WORK_ORDER_LEVELS, type WorkOrderLevel } from '@vigil/sdk';
import type { MessageKey } from '../../i18n/zh-CN';
import type { FormFieldConfig } from '../forms/form-types';

/** The word of each work-order level (spec §3: ordinary, urgent, extra urgent). */
export const LEVEL_LABELS: Record<WorkOrderLevel, MessageKey> = {
  ordinary: 'workOrder.levelOrdinary',
  urgent: 'workOrder.levelUrgent',
  extraUrgent: 'workOrder.levelExtraUrgent',
};

export const LEVEL_OPTIONS = WORK_ORDER_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }));

/** The work-order form (spec §5: info, person in charge name and phone, and level are required), for dispatch and edit. */
export const WORK_ORDER_FIELDS: readonly FormFieldConfig[] = [
  { name: 'info', label: 'workOrder.info', kind: 'textarea', required: true },
  { name: 'handler', label: 'workOrder.handler', kind: 'text', required: true },
  { name: 'handlerPhone', label: 'workOrder.handlerPhone', kind: 'text', required: true },
  { name: 'level', label: 'workOrder.level', kind: 'select', required: true, options: LEVEL_OPTIONS },
];

export interface WorkOrderFormValues {
  info: string;
  handler: string;
  handlerPhone: string;
  level: string;
  alarmId?: string;
  imei?: string;
  id?: string;
}
