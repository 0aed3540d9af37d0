import * as z from 'zod/mini';
import { idSchema } from '../schemas/common';
import { okSchema } from '../schemas/envelope';
import { defineEndpoint } from './define-endpoint';

/** PUT /device/product/changeStatus: the catalogue product and whether the organisation opens it. */
export const productStatusBodySchema = z.object({ productId: idSchema, enabled: z.boolean() });

/**
 * Extension of spec §7: product management (/product/product). Enabling or disabling a catalogue product changes
 * what `devices.products` (GET /device/product/list) answers as `enabled`, which the product chooser follows.
 */
export const productEndpoints = {
  changeStatus: defineEndpoint({ id: 'products.changeStatus', access: 'system:product:edit', method: 'PUT', path: '/device/product/changeStatus', encoding: 'json', body: productStatusBodySchema, response: okSchema }),
};
