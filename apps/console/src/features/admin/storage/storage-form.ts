import { megabytes } from '@vigil/sdk/validation';
import type { FormFieldConfig } from '../../forms/form-types';
import type { Storage } from './storage-queries';

/** The storage form: sizes in MB, expiry in days, authorization. */
export const STORAGE_FIELDS: readonly FormFieldConfig[] = [
  { name: 'space', label: 'storage.spaceMb', kind: 'text', required: true },
  { name: 'expansion', label: 'storage.expansionMb', kind: 'text', required: true },
  { name: 'fileExpiryDays', label: 'storage.fileExpiryDays', kind: 'text', required: true, hint: 'storage.expiryHint' },
  {
    name: 'authorized',
    label: 'storage.authorized',
    kind: 'select',
    required: true,
    options: [
      { value: '1', label: 'storage.authorizedYes' },
      { value: '0', label: 'storage.authorizedNo' },
    ],
  },
];

export type StorageFormValues = Record<'space' | 'expansion' | 'fileExpiryDays' | 'authorized', string>;

/** The edit form prefilled with a user's storage. */
export function storageValues(storage: Storage): StorageFormValues {
  return {
    space: megabytes(storage.space),
    expansion: megabytes(storage.expansion),
    fileExpiryDays: String(storage.fileExpiryDays ?? ''),
    authorized: storage.authorized ? '1' : '0',
  };
}
