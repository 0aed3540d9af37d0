import type { SearchField } from '../list/list-types';

/** Device management's search form: IMEI, serial number, status and location (the mock and backend match by substring). */
export const DEVICE_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'imei', label: 'device.imei', kind: 'text' },
  { name: 'sn', label: 'device.sn', kind: 'text' },
  {
    name: 'status',
    label: 'device.status',
    kind: 'select',
    options: [
      { value: 'online', label: 'device.online' },
      { value: 'offline', label: 'device.offline' },
    ],
  },
  { name: 'location', label: 'device.location', kind: 'text' },
];
