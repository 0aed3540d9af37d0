import type { Personnel } from '@vigil/sdk';
import type { FormFieldConfig } from '../forms/form-types';
import type { SearchField } from '../list/list-types';

/** The person-in-charge form (personnel.create/update, `personnelBodySchema`): name and phone, both required. */
export const PERSON_FIELDS: readonly FormFieldConfig[] = [
  { name: 'name', label: 'personnel.name', kind: 'text', required: true },
  { name: 'phone', label: 'personnel.phone', kind: 'text', required: true },
];

export type PersonValues = Record<string, string | number>;

export const newPersonValues = (): PersonValues => ({ name: '', phone: '' });

/** The edit form prefilled with the person's name and phone (its id travels with them). */
export const personValues = ({ id, name, phone }: Personnel): PersonValues => ({ id, name, phone });

/** The persons' search form: name and phone (matched by substring). */
export const PERSON_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'name', label: 'personnel.name', kind: 'text' },
  { name: 'phone', label: 'personnel.phone', kind: 'text' },
];
