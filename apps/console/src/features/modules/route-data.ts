import type { ModuleCode } from '@vigil/sdk/modules';
import { wireCodeTable } from '@vigil/sdk/client';
import { fullClient } from '../../app/full-client';
import { local, session, settings } from '../../app/services';
import { sessionLoaded } from '../../app/use-user-info';
import { mayOpenWithGrants } from '../../routes/may-open-with-grants';
import type { AppRoute } from '../../routes/route-table';
import { routerRouteNames } from '../../routes/router-route-names';
import { LOCAL } from '../../storage/storage-keys';
import { roleListOf } from '../admin/roles/role-queries';
import { userListOf } from '../admin/users/user-queries';
import { alarmListOf } from '../alarms/alarm-queries';
import { queryClient } from '../data/query-client';
import { deviceListOf } from '../devices/device-queries';
import { dictQuery } from '../dicts/use-dict';
import { prefetchPageList } from '../list/prefetch-list';
import { workOrderListOf } from '../work-orders/work-order-queries';
import { pageKindOf } from './page-kind-of';
import type { PageKind } from './page-kinds';
import { moduleOfRoute } from './product-page';
import { moduleProductOf } from './use-module-product';

interface RouteAt {
  module: ModuleCode;
  /** The product the module's pages show (as `useModuleProduct` picks it); none for a module without products. */
  productId: string | undefined;
  /** The URL's query (a list's filters and page). */
  search: string;
}

type Prefetch = (at: RouteAt) => Promise<unknown>;

/** A module page's list of its product (as `ProductPage` shows it): asked for only when the module has a product. */
const ofProduct =
  (prefetch: (at: RouteAt & { productId: string }) => Promise<unknown>): Prefetch =>
  (at) =>
    at.productId === undefined ? Promise.resolve() : prefetch({ ...at, productId: at.productId });

/**
 * The first data a page of each kind asks for, asked for as soon as its route is known, under the key the page will
 * read it by (each page builds its list from the same `…ListOf`); a kind not listed asks when it mounts.
 */
const ROUTE_DATA: Partial<Record<PageKind, Prefetch>> = {
  // The rows, and the backend's labels of their status (its CodeTag's dictionary).
  deviceList: ofProduct(({ module, productId, search }) =>
    Promise.all([prefetchPageList(queryClient, deviceListOf(fullClient, module, productId), search), prefetchDictOf('deviceStatus')]),
  ),
  alarmList: ofProduct(({ module, productId, search }) => prefetchPageList(queryClient, alarmListOf(fullClient, module, productId, Date.now()), search)),
  workOrders: ofProduct(({ module, productId, search }) => prefetchPageList(queryClient, workOrderListOf(fullClient, 'list', module, productId), search)),
  myWork: ofProduct(({ module, productId, search }) => prefetchPageList(queryClient, workOrderListOf(fullClient, 'mine', module, productId), search)),
  // Every department's users, as the page opens (no department picked in its tree).
  adminUsers: ({ search }) => prefetchPageList(queryClient, userListOf(fullClient, null), search),
  adminRoles: ({ search }) => prefetchPageList(queryClient, roleListOf(fullClient), search),
};

/** The backend dictionary that labels a coded field (sdk wire-code table), when it names one. */
function prefetchDictOf(field: string): Promise<void> {
  const dict = wireCodeTable(field)?.dict;
  return dict ? queryClient.prefetchQuery(dictQuery(dict)) : Promise.resolve();
}

const storedList = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : null);

/**
 * Whether the user may open `route`, as soon as that is known: at once from the grants the last session load stored
 * (its menus and permissions, forgotten when the session ends), else once this session's load has answered. A page
 * the user may not open asks the API nothing: no refusal is shown over the no-access page.
 */
async function mayOpenSoon(route: AppRoute): Promise<boolean> {
  const stored = local.get(LOCAL.routes, storedList);
  if (session.state.user === null && stored) {
    const permissions = (local.get(LOCAL.permissions, storedList) ?? []).filter((permission) => typeof permission === 'string');
    if (mayOpenWithGrants(route, routerRouteNames(stored), permissions)) return true;
  }
  await sessionLoaded();
  const { routeNames, permissions, user } = session.state;
  return user !== null && mayOpenWithGrants(route, routeNames, permissions);
}

/** Asks for the data of the page at `route` now, in parallel with its code, once the user may open it. */
export async function prefetchRouteData(route: AppRoute, search: string): Promise<void> {
  const kind = pageKindOf(route);
  const prefetch = kind ? ROUTE_DATA[kind] : undefined;
  if (!prefetch || !(await mayOpenSoon(route))) return;
  const module = moduleOfRoute(route);
  await prefetch({ module, productId: moduleProductOf(module, settings.state.productId), search });
}
