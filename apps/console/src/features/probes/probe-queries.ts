import { type Device, type Probe, probeSchema, readList, type VigilClient } from '@vigil/sdk';
import { unwrap } from '../data/unwrap';
import type { ListPage, ListQuery } from '../list/list-types';

/** A probe of the device shown, with the device's IMEI (the row's id is `imei:number`). */
export type ProbeRow = Probe & { imei: string };

/** The probes of a list (a device row's, a configuration's), read tolerantly as every answer (a probe that is not one at all is left out). */
export const probesIn = (value: unknown): Probe[] => readList(probeSchema, value).items;

/** The device the IMEI search names: the exact IMEI, else the first of the product's devices that contain it. */
async function deviceFor(client: VigilClient, productId: string, imei: string | undefined): Promise<Device | undefined> {
  const result = await unwrap(client.sensors.list({ productId, pageNum: 1, pageSize: 10, ...(imei ? { imei } : {}) }));
  return result.rows.find((d) => d.imei === imei) ?? result.rows[0];
}

/**
 * The probes of one device of a product (its IMEI searched; without one, the product's first device): the device's
 * own probes (GET-free: the device list carries them) with the user's configuration (/sensor/userConfig/imei)
 * laid over them by probe number. All probes come in one answer; the page is cut here.
 */
export async function fetchProbePage(client: VigilClient, productId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<ProbeRow>> {
  const device = await deviceFor(client, productId, filters.imei);
  if (!device) return { rows: [], total: 0 };
  const config = await unwrap(client.sensors.configByImei({ imei: device.imei }));
  const configured = new Map(probesIn(config.data?.probes).map((p) => [String(p.number), p]));
  const rows = probesIn(device.probes).map((own): ProbeRow => ({ ...own, ...configured.get(String(own.number)), range: own.range, imei: device.imei }));
  return { rows: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: rows.length };
}
