import type { ModuleCode } from '@vigil/sdk/modules';
import { type AppRoute, ROUTES } from '../../routes/route-table';
import { pageKindOf } from './page-kind-of';
import type { PageKind } from './page-kinds';

/** The first route of `module` that renders page kind `kind` (e.g. its probe list), or undefined when it has none. */
export function routeOfKind(module: ModuleCode, kind: PageKind): AppRoute | undefined {
  return ROUTES.find((route) => route.module === module && pageKindOf(route) === kind);
}
