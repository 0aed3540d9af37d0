import type { AppRoute } from '../../routes/route-table';
import { KIND_BY_TITLE, type PageKind } from './page-kinds';

/** The page kind of a module route: its home is `moduleHome`, every other route by its title; null outside modules. */
export function pageKindOf(route: Pick<AppRoute, 'module' | 'title'>): PageKind | null {
  if (route.module === null) return null;
  if (route.title === `module.${route.module}`) return 'moduleHome';
  return (KIND_BY_TITLE as Readonly<Record<string, PageKind>>)[route.title] ?? null;
}
