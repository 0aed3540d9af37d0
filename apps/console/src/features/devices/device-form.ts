import type { FormFieldConfig } from '../forms/form-types';
import type { Device } from './device-queries';

const IMEI: FormFieldConfig = { name: 'imei', label: 'device.imei', kind: 'text', required: true };

/** The device form (sensors.create/update): the IMEI only when adding; a blank serial number defaults to the IMEI. */
const EDITABLE: readonly FormFieldConfig[] = [
  { name: 'sn', label: 'device.sn', kind: 'text', blank: 'omit' },
  { name: 'name', label: 'device.name', kind: 'text' },
  { name: 'model', label: 'device.model', kind: 'text' },
  { name: 'location', label: 'device.location', kind: 'text' },
  { name: 'longitude', label: 'device.longitude', kind: 'text', blank: 'null' },
  { name: 'latitude', label: 'device.latitude', kind: 'text', blank: 'null' },
  { name: 'remark', label: 'device.remark', kind: 'textarea' },
];

export const DEVICE_CREATE_FIELDS: readonly FormFieldConfig[] = [IMEI, ...EDITABLE];
export const DEVICE_EDIT_FIELDS = EDITABLE;

export type DeviceFormValues = Record<string, string | number>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A new device of `productId`: every field empty. */
export function newDeviceValues(productId: string): DeviceFormValues {
  return { productId, imei: '', ...Object.fromEntries(EDITABLE.map((f) => [f.name, ''])) };
}

/** The edit form prefilled with the device's stored fields (its id travels with them). */
export function deviceValues(device: Device): DeviceFormValues {
  return { id: device.id ?? '', ...Object.fromEntries(EDITABLE.map((f) => [f.name, text(device[f.name])])) };
}
