import { endpoints } from '@vigil/sdk';
import { DEVICE_CATALOGUE, findProduct } from '@vigil/sdk/catalogue';
import { canCall, WILDCARD_PERMISSION } from '@vigil/sdk/permissions';
import { moduleOfProduct } from '../features/modules/registry';

/**
 * Whether a user holding `held` gets the live alarms of product `productId`: those of the products whose alarm list
 * it may read (`{module}:alarm:list` in the product's module, what `/sensor/alarm/list` and vigil-mock's scoped alarm
 * socket check). A product outside the catalogue belongs to no module: only `*:*:*` gets it.
 */
export function mayReceiveAlarm(held: readonly string[], productId: string): boolean {
  const product = findProduct(productId);
  const module = product ? moduleOfProduct(product) : null;
  return module === null ? held.includes(WILDCARD_PERMISSION) : canCall(held, endpoints.alarms.list, module);
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
