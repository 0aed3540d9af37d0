import { type EndpointAccess, hasPermission, isModuleBound, permissionFor, permissionModuleOf, WILDCARD_PERMISSION } from '@vigil/sdk';
import { modulesOf, permissionsOf } from './access';
import type { MockContext } from './context';
import { ApiError } from './errors';
import { dataScopeOf, type Scope, UNRESTRICTED } from './scope';
import type { Session } from './session';
import type { Row, StateStore } from './state';

/**
 * Spec §6 for one request, from the endpoint's `access` in the sdk table: refuses with code 403 (nothing runs) a caller
 * holding neither `*:*:*` nor the permission, else answers the scope its handler must keep to.
 *
 * A `{module}:…` permission is checked in the module of the product the request names (`productId`; the sdk's
 * `permissionModuleOf`: `house` for the home alarm, `laser` for the desktop telemeter, `civil` for the civilian alarm,
 * which the house pages show but the house tags do not grant); a request that
 * names none (a list across products, or a record or IMEI whose device decides) needs the permission in at least one
 * module, and its rows are limited to the products of those modules. Records and IMEIs outside them are then
 * answered like missing ones by the handlers' scoped lookups.
 */
export function authorize(endpoint: { access: EndpointAccess }, session: Session | undefined, input: Row, context: MockContext): Scope {
  if (!context.options.enforceAccess || !session || endpoint.access === 'public') return UNRESTRICTED;
  const grants = grantsOf(session.user, context);
  if (grants.wildcard) return grants.data;
  const granted = grants.byAccess.get(endpoint.access) ?? grant(endpoint, session.user, grants, context);
  if (!granted.allowed) throw forbidden();
  if (isModuleBound(endpoint) && input.productId != null && input.productId !== '') {
    const named = context.store.collection('products').find((p) => String(p.productId) === String(input.productId));
    if (named && !granted.modules.has(grantCodeOf(named))) throw forbidden();
  }
  return granted.scope;
}

const forbidden = () => new ApiError(403, 'auth.forbidden');

/** The code a product's calls are granted by (the sdk's rule); a product outside the catalogue: its own code. */
const grantCodeOf = (product: Row): string => permissionModuleOf(String(product.productId)) ?? String(product.code);

/** What a user holds; computed once per user until the state next changes (it runs on every API call). */
interface Grants {
  wildcard: boolean;
  held: readonly string[];
  data: Scope;
  /** Per access of the table: whether it is allowed, in which modules, and the resulting scope. */
  byAccess: Map<EndpointAccess, Grant>;
}

interface Grant {
  allowed: boolean;
  modules: ReadonlySet<string>;
  scope: Scope;
}

const caches = new WeakMap<StateStore, { users: WeakMap<Row, Grants> }>();

function grantsOf(user: Row, context: MockContext): Grants {
  let cache = caches.get(context.store);
  if (!cache) {
    const created = { users: new WeakMap<Row, Grants>() };
    // Any write may change roles, menus, departments or the user: start over.
    context.store.onChange(() => {
      created.users = new WeakMap();
    });
    caches.set(context.store, created);
    cache = created;
  }
  let grants = cache.users.get(user);
  if (!grants) {
    const held = permissionsOf(user, context);
    grants = { wildcard: held.includes(WILDCARD_PERMISSION), held, data: { ...dataScopeOf(user, context), products: undefined }, byAccess: new Map() };
    cache.users.set(user, grants);
  }
  return grants;
}

/**
 * Whether a call is allowed and in which modules: for a `{module}:` permission the products' grant codes whose tag the user
 * holds (allowed when there is one); for any other the user's own modules (allowed for a session call or a held tag).
 * The scope's products are those modules'.
 */
function grant(endpoint: { access: EndpointAccess }, user: Row, grants: Grants, context: MockContext): Grant {
  const products = context.store.collection('products');
  const codes = new Set(products.map(grantCodeOf));
  const moduleBound = isModuleBound(endpoint);
  const permitted = moduleBound || endpoint.access === 'session' || hasPermission(grants.held, [endpoint.access]);
  const own = new Set(modulesOf(user, context));
  const modules = !permitted ? new Set<string>() : moduleBound ? new Set([...codes].filter((code) => hasPermission(grants.held, [permissionFor(endpoint, code) ?? '']))) : own;
  const granted = { allowed: permitted && (!moduleBound || modules.size > 0), modules, scope: { ...grants.data, products: new Set(products.filter((p) => modules.has(grantCodeOf(p))).map((p) => String(p.productId))) } };
  grants.byAccess.set(endpoint.access, granted);
  return granted;
}
