import { KIND_PAGES } from '../features/modules/kind-pages';
import { pageKindOf } from '../features/modules/page-kind-of';
import { decideAccess } from '../routes/access-guard';
import type { AppRoute } from '../routes/route-table';
import { LAYOUT, PAGES } from './pages';
import { session, settings } from './services';
import { startSessionLoad } from './use-user-info';

/**
 * Start-up in parallel (docs/development.md, "Loading model"): what a signed-in page needs that waits on no other
 * answer is asked for at once, before the first render: the page's code with the layout's, the session (getInfo,
 * getRouters), and the page's own data under the key the page reads it by. The first render waits for the code, then
 * briefly for the data, so the page paints once, with its rows. The shell's other calls (the unread
 * count, the system names, the alarm socket and its resync) start when the layout mounts, and delay none of these.
 */

/** The route the guard opens at `path` for a signed-in user; null when signed out, public or redirected. */
function signedInRoute(path: string, search: string): AppRoute | null {
  const decision = decideAccess({ token: session.state.token, path, search, module: settings.state.module });
  return decision.type === 'allow' && decision.route !== null && decision.route.access !== 'public' ? decision.route : null;
}

/** The code of a page's data request (features/modules/route-data): the full sdk client, the query cache, the table. */
const routeData = () => import('../features/modules/route-data');

/** Code the page loads lazily, as the page tables give it (app/preloadable.ts). */
interface PageCode {
  preload: () => Promise<unknown>;
  loaded: () => unknown;
}

/** The code the page at `path` renders with, once signed in: the layout, the page, and its page kind's page. */
function pageCodeOf(path: string, search: string): PageCode[] {
  const route = signedInRoute(path, search);
  if (!route) return [];
  const kind = route.page === 'modulePage' ? pageKindOf(route) : null;
  const page = kind ? KIND_PAGES[kind] : undefined;
  return [PAGES[route.page], ...(route.layout ? [LAYOUT] : []), ...(page ? [page] : [])];
}

/**
 * Whether the page at `path` may stay on screen while the next one's code loads: a signed-in page of the layout (any
 * other, such as /login once signed in, would be decided again under the new state and redirect).
 */
export function keepsOnScreen(path: string, search: string): boolean {
  return signedInRoute(path, search)?.layout === true;
}

/** Whether the page at `path` renders without suspending: its code has all loaded (or it loads none). */
export function pageCodeLoaded(path: string, search: string): boolean {
  return pageCodeOf(path, search).every((code) => code.loaded() !== undefined);
}

/**
 * Asks for the code of the page at `path`, of the layout around it and of its data request, which so loads while the
 * settings file is under way (startPageData then only sends). Settles, never failing, once they have all answered:
 * the first render waits for it, so no part of the page suspends (a Suspense fallback, once shown, holds back the
 * page's reveal by up to 300 ms). A failed load shows when the page renders.
 */
export function startPageCode(path: string, search: string): Promise<void> {
  const code = pageCodeOf(path, search);
  if (code.length === 0) return Promise.resolve();
  return Promise.allSettled([routeData(), ...code.map((each) => each.preload())]).then(() => undefined);
}

/**
 * Asks the API, once the settings file is read (it names the API's address), for what the page at `path` needs: the
 * session, and the page's own data (features/modules/route-data) as soon as the user may open it. Idempotent: the
 * router calls it again on every navigation (a page's data fresh in the cache is not asked for again). Settles, never
 * failing, once the page's data is in the query cache (or there is none to ask for): the first render waits for it.
 */
export function startPageData(path: string, search: string): Promise<void> {
  const route = signedInRoute(path, search);
  if (!route) return Promise.resolve();
  if (session.state.user === null) startSessionLoad();
  return routeData()
    .then(({ prefetchRouteData }) => prefetchRouteData(route, search))
    .catch(() => undefined);
}

/**
 * How long the first render waits, once the page's code is in, for the page's data still under way: as long as React
 * itself holds back a loading state's reveal (its fallback throttle, `FALLBACK_THROTTLE_MS = 300` in react-dom's work
 * loop, ReactFiberWorkLoop). Data in by then paints with the page in
 * one render and one layout, instead of a loading table laid out and then replaced; a slower API shows the page
 * loading.
 */
export const FIRST_DATA_WAIT_MS = 300;

/** Settles when `data` has, or `ms` after this call, whichever is first; never fails. */
export function atMost(data: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    data.then(settle, settle);
  });
}
