import type { SearchField } from '../list/list-types';

/** The probe list's device chooser: the IMEI (from device management's row link, or typed). */
export const PROBE_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'imei', label: 'device.imei', kind: 'text' }];
