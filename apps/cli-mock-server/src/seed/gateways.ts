import { isGateway, seededChannels } from '../gateway-state';
import type { Row } from '../state';
import type { SeedModule } from './context';

/**
 * The gateways' switch channels (collection `gateways`): each seeded gateway has 2–4 channels with their on/off
 * state; the first gateway does not support control (spec §8: "the device does not support control or recording
 * tasks"). No linkage rules are seeded.
 */
export const seedGateways: SeedModule = (context) => {
  const gateways = (context.seeded.devices ?? []).filter(isGateway);
  const rows: Row[] = gateways.map((device, index) => {
    const imei = String(device.imei);
    const control = index !== 0;
    return { id: context.id(), imei, control, channels: control ? seededChannels(imei) : [] };
  });
  return { collections: { gateways: rows, linkages: [] } };
};
