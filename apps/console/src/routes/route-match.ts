import { type AppRoute, ROUTES } from './route-table';

/** Params of `path` against `route`, or null when it does not match. */
export function matchRoute(route: AppRoute, path: string): Record<string, string> | null {
  const want = route.path.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      const key = w.slice(1);
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      if (value === '' || !(route.params?.[key]?.test(value) ?? true)) return null;
      params[key] = value;
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** All routes whose pattern matches `path` (several modules share /operation, /settings, /mywork). */
export function findRoutes(path: string, routes: readonly AppRoute[] = ROUTES): AppRoute[] {
  return routes.filter((route) => matchRoute(route, path) !== null);
}

/** The route to render for `path` given the chosen module: the module's own entry when shared. */
export function resolveRoute(path: string, module: string | null, routes: readonly AppRoute[] = ROUTES): AppRoute | null {
  const found = findRoutes(path, routes);
  return found.find((r) => r.module === module) ?? found[0] ?? null;
}
