import { findProduct } from '@vigil/sdk';
import type { Row } from './state';

/** The catalogue module (spec §1's code: `hat`, `controller`, `alarms`…) a device's product belongs to. */
export function moduleOf(device: Row): string | undefined {
  return findProduct(String(device.productId))?.code;
}

/** Whether a device is a smart helmet (the hat module's). */
export const isHelmet = (device: Row): boolean => moduleOf(device) === 'hat';
