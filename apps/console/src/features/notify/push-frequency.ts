import type { Device, SensorConfig, VigilClient } from '@vigil/sdk';
import { unwrap } from '../data/unwrap';
import type { FormFieldConfig } from '../forms/form-types';
import type { ListPage, ListQuery, SearchField } from '../list/list-types';

/** A device of the module with its alarm push frequency (minutes per push; null: never configured). */
export interface DeviceFrequency {
  imei: string;
  name: string;
  location: string;
  pushFrequency: number | null;
}

/** The most configurations one page asks for: a module's, in the caller's scope. */
const CONFIGS_MAX = 500;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * One page of the module's devices (sensors.list) with the push frequency of each one's configuration
 * (sensors.configs of the product): a device without a configuration has none yet and can be given one.
 */
export async function fetchFrequencyPage(client: VigilClient, productId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<DeviceFrequency>> {
  const [devices, configs] = await Promise.all([
    unwrap(client.sensors.list({ ...filters, productId, pageNum, pageSize })),
    unwrap(client.sensors.configs({ productId, pageNum: 1, pageSize: CONFIGS_MAX })),
  ]);
  const frequency = new Map(configs.rows.map((c: SensorConfig) => [c.imei, c.pushFrequency ?? null]));
  const rows = devices.rows.map((d: Device) => ({ imei: d.imei, name: text(d.name), location: text(d.location), pushFrequency: frequency.get(d.imei) ?? null }));
  return { rows, total: devices.total };
}

/** The push-frequency form (`pushFrequencyFormSchema`): minutes per push, with the spec §9 flow-control warning beside it. */
export const FREQUENCY_FIELDS: readonly FormFieldConfig[] = [{ name: 'pushFrequency', label: 'notify.minutes', kind: 'text', required: true, hint: 'notify.flowControl' }];

export const FREQUENCY_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'imei', label: 'device.imei', kind: 'text' }];
