import type { MessageKey } from '../i18n/zh-CN';
import { type AppRoute, ROUTES } from './route-table';

/** Menu entries of a module: visible routes, filtered by the user's permissions and the routes /getRouters granted. */
export function menuFor(
  module: string | null,
  allowed: (permission: string) => boolean,
  routes: readonly AppRoute[] = ROUTES,
  granted: ReadonlySet<string> | null = null,
): AppRoute[] {
  return routes.filter(
    (r) =>
      r.module !== null &&
      r.module === module &&
      !r.hidden &&
      (r.permission === null || allowed(r.permission)) &&
      (granted === null || granted.has(r.name)),
  );
}

/** Breadcrumb titles for a route: the module home, then the page (spec §2 top bar). */
export function breadcrumbFor(route: AppRoute | null): MessageKey[] {
  if (!route) return [];
  if (route.module === null || route.module === 'user') return [route.title];
  const homeTitle: MessageKey = `module.${route.module}`;
  return route.title === homeTitle ? [homeTitle] : [homeTitle, route.title];
}
