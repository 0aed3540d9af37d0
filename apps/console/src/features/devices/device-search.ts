import type { SearchField } from '../list/list-types';
import { selectField } from '../list/select-field';

/** Device management's search form: IMEI, serial number, status and location (the mock and backend match by substring). */
export const DEVICE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'imei', label: 'device.imei', kind: 'text' },
  { name: 'sn', label: 'device.sn', kind: 'text' },
  selectField('status', 'device.status', { online: 'device.online', offline: 'device.offline' }),
  { name: 'location', label: 'device.location', kind: 'text' },
];
