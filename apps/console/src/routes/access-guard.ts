import { findRoutes } from './route-match';
import { APPFILE_PREFIX, type AppRoute, PATH_REDIRECTS, REDIRECT_PREFIX, ROUTES } from './route-table';

export interface AccessRequest {
  /** Session token, if any (cookie za_token). */
  token: string | null | undefined;
  /** Path inside the app (without the deployment base), e.g. /house/house. */
  path: string;
  /** Query string including `?`, kept in the login redirect. */
  search?: string;
  /** The module chosen on the product chooser (cookie `module`). */
  module: string | null | undefined;
}

export type AccessDecision =
  /** `enter`: the module the page belongs to, to be stored as the chosen one (administration opened by its URL). */
  | { type: 'allow'; route: AppRoute | null; enter?: typeof ADMIN_MODULE }
  | { type: 'redirect'; to: string };

/** The administration module (spec §2 "User/admin"): its pages open by URL from any module (issue 23). */
export const ADMIN_MODULE = 'user';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/404';

/** The login URL that returns to `pathWithSearch` after sign-in. */
export function loginRedirect(pathWithSearch: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithSearch)}`;
}

function isAppfilePath(path: string): boolean {
  return path === APPFILE_PREFIX || path.startsWith(`${APPFILE_PREFIX}/`);
}

/** Spec §2 access rules as a pure function of token, path, stored module and the route table. */
export function decideAccess(request: AccessRequest, routes: readonly AppRoute[] = ROUTES): AccessDecision {
  const { token, path, search = '', module } = request;
  const redirectTo = PATH_REDIRECTS[path];
  if (redirectTo !== undefined) return { type: 'redirect', to: redirectTo };

  const matches = findRoutes(path, routes);
  const isPublic = isAppfilePath(path) || matches.some((r) => r.access === 'public');
  if (isPublic) {
    if (token && path === LOGIN_PATH) return { type: 'redirect', to: HOME_PATH };
    return { type: 'allow', route: matches[0] ?? null };
  }
  if (!token) return { type: 'redirect', to: loginRedirect(`${path}${search}`) };

  // The tag-refresh route bounces straight back to a path that is itself guarded.
  if (path === REDIRECT_PREFIX || path.startsWith(`${REDIRECT_PREFIX}/`)) return { type: 'allow', route: null };

  if (matches.length === 0) return { type: 'redirect', to: NOT_FOUND_PATH };
  const always = matches.find((r) => r.access === 'always');
  if (always) return { type: 'allow', route: always };
  const own = module ? matches.find((r) => r.module === module && r.name.includes(module)) : undefined;
  if (own) return { type: 'allow', route: own };
  // An administration page opened by URL (a bookmark, a pure administrator without a product) enters administration
  // rather than bouncing to the chooser; whether the user holds it is the page's check (mayOpenRoute, no-access page).
  const admin = matches.find((r) => r.module === ADMIN_MODULE);
  return admin ? { type: 'allow', route: admin, enter: ADMIN_MODULE } : { type: 'redirect', to: HOME_PATH };
}
