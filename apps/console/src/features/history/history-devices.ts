import { useQuery } from '@tanstack/react-query';
import { type Device, limitsInForce, type Probe } from '@vigil/sdk';
import { probeNameIn } from '@vigil/sdk/catalogue';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';
import { probesIn } from '../probes/probe-queries';

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

/**
 * A device's probes where the list row carries them, each named as the catalogue names its kind in the UI language
 * (the legend, the table and the export show these names).
 */
export function probesOf(device: Device | null | undefined, language: string): Probe[] {
  return probesIn(device?.probes).map((probe) => ({ ...probe, name: probeNameIn(probe, language, String(probe.number)) }));
}

/**
 * The operator's configuration of a device's probes (GET /sensor/userConfig/imei): the thresholds set on the probe
 * page. A user who may not read it (or a device without one) gets none, and the probes' own limits hold.
 */
export function useConfiguredProbes(imei: string) {
  return useQuery({
    queryKey: ['sensors.configByImei', imei],
    queryFn: async () => probesIn((await unwrap(fullClient.sensors.configByImei({ imei }))).data?.probes),
    enabled: imei !== '',
  });
}

/** A device's probes with the limits in force: the configured ones where set, else the probe's own (sdk limitsInForce). */
export function withLimitsInForce(own: readonly Probe[], configured: readonly Probe[] | undefined): Probe[] {
  return own.map((probe) => {
    const limits = limitsInForce(probe, configured);
    return { ...probe, lowAlarm: limits.low, highAlarm: limits.high };
  });
}
