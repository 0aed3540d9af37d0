import { isModuleCode, type ModuleCode } from '@vigil/sdk/modules';
import type { AppRoute } from '../../routes/route-table';
import { productIdsOf } from './registry';

/** The module a route belongs to (the home alarm when it names none) and its first product, if it has one. */
export function moduleProduct(route: AppRoute | null): { module: ModuleCode; productId: string | undefined } {
  const module = route?.module && isModuleCode(route.module) ? route.module : 'house';
  return { module, productId: productIdsOf(module)[0] };
}
