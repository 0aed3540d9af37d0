import { isModuleCode } from '@vigil/sdk/modules';

interface RouterLike {
  path?: unknown;
  meta?: { module?: unknown } | null;
  children?: unknown;
}

const isRouter = (value: unknown): value is RouterLike => typeof value === 'object' && value !== null;
const childrenOf = (router: RouterLike): RouterLike[] => (Array.isArray(router.children) ? router.children.filter(isRouter) : []);

/** A child's full path: absolute as given, or joined to its parent's (RuoYi's relative children, e.g. `index`). */
function fullPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

/**
 * The route names (`module:path`, as the route table names module routes) that a /getRouters answer grants: each
 * top-level catalogue is a module (its `meta.module`, else its path, e.g. `/house`), its descendants its routes.
 * Anything malformed is skipped, so a backend's odd entry hides one item, not the menu.
 */
export function routerRouteNames(routers: readonly unknown[]): Set<string> {
  const names = new Set<string>();
  for (const top of routers.filter(isRouter)) {
    const path = typeof top.path === 'string' ? top.path : '';
    const tagged = top.meta?.module;
    const module = typeof tagged === 'string' && isModuleCode(tagged) ? tagged : path.replace(/^\/+/, '');
    if (!isModuleCode(module)) continue;
    const walk = (parent: string, children: RouterLike[]) => {
      for (const child of children) {
        if (typeof child.path !== 'string') continue;
        const full = fullPath(parent, child.path);
        // A vue-router param pattern (`:dictId(\\d+)`) is the route table's constraint, not part of its name.
        names.add(`${module}:${full.replace(/(:\w+)\([^/]*\)/g, '$1')}`);
        walk(full, childrenOf(child));
      }
    };
    walk(path, childrenOf(top));
  }
  return names;
}
