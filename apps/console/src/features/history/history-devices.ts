import { useQuery } from '@tanstack/react-query';
import { type Device, type Probe, probeSchema, readList } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';

/** Devices offered in the picker at most (the IMEI search narrows them). */
const PICKER_SIZE = 50;

/** The module product's devices whose IMEI contains `search` (POST /senstor/info/list), for the device picker. */
export function usePickerDevices(productId: string | undefined, search: string) {
  return useQuery({
    queryKey: ['sensors.list', productId, 'history-picker', search],
    queryFn: async () => (await unwrap(fullClient.sensors.list({ productId, imei: search || undefined, pageNum: 1, pageSize: PICKER_SIZE }))).rows,
    enabled: productId !== undefined,
  });
}

/** The chosen device with its probes (names, units, alarm thresholds), as the device list gives them. */
export function useChosenDevice(productId: string | undefined, imei: string) {
  return useQuery({
    queryKey: ['sensors.list', productId, 'history-device', imei],
    queryFn: async () => (await unwrap(fullClient.sensors.list({ productId, imei, pageNum: 1, pageSize: PICKER_SIZE }))).rows.find((d) => d.imei === imei) ?? null,
    enabled: productId !== undefined && imei !== '',
  });
}

/** A device's probes where the list row carries them; rows that are not probes are left out. */
export function probesOf(device: Device | null | undefined): Probe[] {
  return readList(probeSchema, device?.probes).items;
}
