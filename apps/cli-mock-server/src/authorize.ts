import { type EndpointAccess, hasPermission, isModuleBound, permissionFor, WILDCARD_PERMISSION } from '@vigil/sdk';
import { permissionsOf } from './access';
import type { MockContext } from './context';
import { ApiError } from './errors';
import { dataScopeOf, type Scope, UNRESTRICTED } from './scope';
import type { Session } from './session';
import type { Row } from './state';

/**
 * Spec §6 for one request, from the endpoint's `access` in the sdk table: refuses with code 403 (nothing runs) a caller
 * holding neither `*:*:*` nor the permission, else answers the scope its handler must keep to.
 *
 * A `{module}:…` permission is checked in the module of the product the request names (`productId`); a request that
 * names none (a list across products, or a record or IMEI whose device decides) needs the permission in at least one
 * module, and its rows are limited to the products of those modules. Records and IMEIs outside them are then
 * answered like missing ones by the handlers' scoped lookups.
 */
export function authorize(endpoint: { access: EndpointAccess }, session: Session | undefined, input: Row, context: MockContext): Scope {
  if (!context.options.enforceAccess || !session || endpoint.access === 'public') return UNRESTRICTED;
  const { user } = session;
  const held = permissionsOf(user, context);
  const data = dataScopeOf(user, context);
  if (held.includes(WILDCARD_PERMISSION)) return { ...data, products: undefined };
  const products = context.store.collection('products');
  const modules = isModuleBound(endpoint) ? modulesAllowing(endpoint, held, products, input) : userModules(user);
  if (!isModuleBound(endpoint) && endpoint.access !== 'session' && !hasPermission(held, [endpoint.access])) throw forbidden();
  return { ...data, products: new Set(products.filter((p) => modules.has(String(p.code))).map((p) => String(p.productId))) };
}

const forbidden = () => new ApiError(403, 'auth.forbidden');

function userModules(user: Row): Set<string> {
  return new Set(Array.isArray(user.modules) ? user.modules.map(String) : []);
}

/** Module codes (of the catalogue's products) in which the caller holds the call's permission; 403 when none or not the named product's. */
function modulesAllowing(endpoint: { access: EndpointAccess }, held: readonly string[], products: readonly Row[], input: Row): Set<string> {
  const codes = new Set(products.map((p) => String(p.code)));
  const allowed = new Set([...codes].filter((code) => hasPermission(held, [permissionFor(endpoint, code) ?? ''])));
  if (allowed.size === 0) throw forbidden();
  const named = input.productId == null || input.productId === '' ? undefined : products.find((p) => String(p.productId) === String(input.productId));
  if (named && !allowed.has(String(named.code))) throw forbidden();
  return allowed;
}
