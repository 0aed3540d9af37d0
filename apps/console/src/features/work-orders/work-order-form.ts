import { WORK_ORDER_LEVELS } from '@vigil/sdk';
import type { FormFieldConfig } from '../forms/form-types';
import { LEVEL_PRESENTATIONS } from './work-order-presentation';

export const LEVEL_OPTIONS = WORK_ORDER_LEVELS.map((value) => ({ value, label: LEVEL_PRESENTATIONS[value].label }));

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
