import type { Contact } from '@vigil/sdk';
import type { FormFieldConfig, FormOption } from '../forms/form-types';
import type { SearchField } from '../list/list-types';
import { optionsOf } from '../list/select-field';

/** The contact form (contacts.create/update, `contactBodySchema`): the device, then the spec §3 fields, all required. */
export function contactFields(devices: readonly FormOption[]): readonly FormFieldConfig[] {
  return [
    { name: 'imei', label: 'notify.device', kind: 'select', options: devices, required: true },
    { name: 'name', label: 'notify.contactName', kind: 'text', required: true },
    { name: 'numberType', label: 'notify.numberType', kind: 'select', required: true, options: optionsOf({ landline: 'notify.landline', mobile: 'notify.mobile' }) },
    { name: 'number', label: 'notify.number', kind: 'text', required: true },
    { name: 'notifyMethod', label: 'notify.notifyMethod', kind: 'select', required: true, options: optionsOf({ sms: 'notify.sms', voice: 'notify.voice' }) },
  ];
}

export type ContactValues = Record<string, string | number>;

/** A new contact: a landline by default (spec §3), on the first device offered; no method chosen yet. */
export function newContactValues(devices: readonly FormOption[]): ContactValues {
  return { imei: devices[0]?.value ?? '', name: '', numberType: 'landline', number: '', notifyMethod: '' };
}

/** The edit form prefilled with the contact's fields (its id travels with them). */
export function contactValues(contact: Contact): ContactValues {
  const { id, imei, name, numberType, number, notifyMethod } = contact;
  return { id: id ?? '', imei: imei ?? '', name, numberType, number, notifyMethod };
}

/** The contacts' search form: name and device IMEI. */
export const CONTACT_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'name', label: 'notify.contactName', kind: 'text' },
  { name: 'imei', label: 'device.imei', kind: 'text' },
];
