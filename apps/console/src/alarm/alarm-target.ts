import { findProduct } from '@vigil/sdk/catalogue';
import type { ModuleCode } from '@vigil/sdk/modules';
import { moduleOfProduct } from '../features/modules/registry';
import { routeOfKind } from '../features/modules/module-routes';

/** Where a live alarm leads: the module of its product (`proBh`) and that module's real-time page for the device. */
export interface AlarmTarget {
  module: ModuleCode;
  /** The catalogue product id, stored with the module as the chooser does. */
  productId: string;
  /** The module's real-time page filtered to the alarm's device (`?imei=`), or null when the module has none. */
  realtimePath: string | null;
  /** The module's work-order list, where a dispatched alarm's order is opened; null when the module has none. */
  workOrdersPath: string | null;
}

/** The module and pages of an alarm's product; null for a product no module serves. */
export function alarmTarget(proBh: string, sn: string): AlarmTarget | null {
  const product = findProduct(proBh);
  const module = product ? moduleOfProduct(product) : null;
  if (!product || !module) return null;
  const route = routeOfKind(module, 'realtime');
  return {
    module,
    productId: product.productid,
    realtimePath: route ? `${route.path}?${new URLSearchParams({ imei: sn })}` : null,
    workOrdersPath: routeOfKind(module, 'workOrders')?.path ?? null,
  };
}
