import { type Personnel, WORK_ORDER_LEVELS } from '@vigil/sdk';
import type { FormFieldConfig } from '../forms/form-types';
import { LEVEL_PRESENTATIONS } from './work-order-presentation';

export const LEVEL_OPTIONS = WORK_ORDER_LEVELS.map((value) => ({ value, label: LEVEL_PRESENTATIONS[value].label }));

const INFO: FormFieldConfig = { name: 'info', label: 'workOrder.info', kind: 'textarea', required: true };
const PERSON_FIELDS: readonly FormFieldConfig[] = [
  { name: 'handler', label: 'workOrder.handler', kind: 'text', required: true },
  { name: 'handlerPhone', label: 'workOrder.handlerPhone', kind: 'text', required: true },
  { name: 'level', label: 'workOrder.level', kind: 'select', required: true, options: LEVEL_OPTIONS },
];

/** The work-order form without the persons in charge to pick from (spec §5: info, person name and phone, level). */
export const WORK_ORDER_FIELDS: readonly FormFieldConfig[] = [INFO, ...PERSON_FIELDS];

/**
 * The work-order form for dispatch and edit, with the 工单负责人 (the gdtz ry persons) offered as a select above the
 * name and phone: picking one fills both, which stay editable. `persons` null: the user may not list them.
 */
export function workOrderFields(persons: readonly Personnel[] | null): readonly FormFieldConfig[] {
  if (persons === null) return WORK_ORDER_FIELDS;
  const picker: FormFieldConfig = {
    name: 'person',
    label: 'dispatch.person',
    kind: 'select',
    hint: 'dispatch.personHint',
    options: persons.map((p) => ({ value: String(p.id), text: `${p.name} ${p.phone}` })),
    fills: (id) => {
      const person = persons.find((p) => String(p.id) === id);
      return person && { handler: person.name, handlerPhone: person.phone };
    },
  };
  return [INFO, picker, ...PERSON_FIELDS];
}

export interface WorkOrderFormValues {
  info: string;
  handler: string;
  handlerPhone: string;
  level: string;
  /** The person in charge picked (not sent: it fills `handler` and `handlerPhone`). */
  person?: string;
  alarmId?: string;
  imei?: string;
  id?: string;
}
