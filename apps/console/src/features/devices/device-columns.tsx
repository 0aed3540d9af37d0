import type { DeviceState } from '@vigil/sdk';
import { type CodePresentation, CodeTag } from '../dicts';
import type { Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';
import type { DeviceColumn } from '../modules/registry';
import type { Device } from './device-queries';
import { textOrDash as text } from '../list/cell-text';

/** Each state's word and colour; FastBee's inactive and disabled (references §4) beside online and offline. */
const DEVICE_STATES: Record<DeviceState, CodePresentation> = {
  online: { label: 'device.online', variant: 'success' },
  offline: { label: 'device.offline', variant: 'default' },
  inactive: { label: 'device.inactive', variant: 'default' },
  disabled: { label: 'device.disabled', variant: 'warning' },
};

/** The device list's columns a module shows (registry data), in its order. (`_t`: kept for the callers; the status words come through CodeTag now.) */
export function deviceColumns(ids: readonly DeviceColumn[], _t: Translate, time: (value: unknown) => string): ListColumn<Device>[] {
  const all: Record<DeviceColumn, ListColumn<Device>> = {
    model: { id: 'model', label: 'device.model', cell: (d) => text(d.model) },
    sn: { id: 'sn', label: 'device.sn', cell: (d) => d.sn },
    imei: { id: 'imei', label: 'device.imei', cell: (d) => <span className="font-mono">{d.imei}</span> },
    status: {
      id: 'status',
      label: 'device.status',
      cell: (d) => <CodeTag field="deviceStatus" value={d.status} words={DEVICE_STATES} data={{ 'data-status': d.status ?? '' }} />,
    },
    location: { id: 'location', label: 'device.location', cell: (d) => text(d.location) },
    remark: { id: 'remark', label: 'device.remark', cell: (d) => text(d.remark) },
    bindTime: { id: 'bindTime', label: 'device.bindTime', cell: (d) => time(d.bindTime) },
    lastOnlineTime: { id: 'lastOnlineTime', label: 'device.lastOnlineTime', cell: (d) => time(d.lastOnlineTime) },
    lastOfflineTime: { id: 'lastOfflineTime', label: 'device.lastOfflineTime', cell: (d) => time(d.lastOfflineTime) },
    signal: { id: 'signal', label: 'device.signal', cell: (d) => text(d.signal) },
  };
  return ids.map((id) => all[id]);
}
