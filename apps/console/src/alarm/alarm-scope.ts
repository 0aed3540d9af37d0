import { endpoints } from '@vigil/sdk';
import { canCallForProduct, DEVICE_CATALOGUE } from '@vigil/sdk/catalogue';

/**
 * Whether a user holding `held` gets the live alarms of product `productId`: those of the products whose alarm list
 * it may read (`{module}:alarm:list` in the module that grants the product, the sdk's `permissionModuleOf`: what
 * `/sensor/alarm/list` and vigil-mock's scoped alarm socket check, so a resync never asks for a refused product, such
 * as the civilian alarm for a house-only user). A product outside the catalogue: only `*:*:*` gets it.
 */
export function mayReceiveAlarm(held: readonly string[], productId: string): boolean {
  return canCallForProduct(held, endpoints.alarms.list, productId);
}

/** The catalogue products whose alarms `held` may read, among `enabled` ones (all of the catalogue by default). */
export function alarmProducts(held: readonly string[], enabled: ReadonlySet<string> | undefined = undefined): string[] {
  return DEVICE_CATALOGUE.filter((product) => (enabled ? enabled.has(product.productid) : true) && mayReceiveAlarm(held, product.productid)).map(
    (product) => product.productid,
  );
}

/**
 * `mayReceiveAlarm` for the socket's hot path: decided once per product for the permissions of the moment (a flood
 * repeats a handful of products), decided afresh when the permissions change (another user signs in).
 */
export function alarmScopeFilter(permissions: () => readonly string[]): (productId: string) => boolean {
  let held: readonly string[] | undefined;
  const decided = new Map<string, boolean>();
  return (productId) => {
    const now = permissions();
    if (now !== held) {
      held = now;
      decided.clear();
    }
    let allowed = decided.get(productId);
    if (allowed === undefined) {
      allowed = mayReceiveAlarm(now, productId);
      decided.set(productId, allowed);
    }
    return allowed;
  };
}
