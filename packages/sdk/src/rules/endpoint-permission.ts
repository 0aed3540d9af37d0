import type { EndpointAccess } from '../endpoints/define-endpoint';
import { hasPermission } from './has-permission';

/** Stands for the request's product's module (`permissionModuleOf`) in a module-bound permission (`{module}:device:list`). */
export const MODULE_PLACEHOLDER = '{module}';

/** What `permissionFor` needs of an endpoint: its `access` (any table entry has it). */
export interface HasAccess {
  readonly access: EndpointAccess;
}

/** Whether the endpoint's permission depends on the request's product (`{module}:…`). */
export function isModuleBound(endpoint: HasAccess): boolean {
  return endpoint.access.startsWith(`${MODULE_PLACEHOLDER}:`);
}

/**
 * The permission a call needs: null for public and session-only calls, else the tag with `{module}` filled in
 * (`permissionFor(endpoints.sensors.list, 'house')` → `house:device:list`). A module-bound tag without a module is a
 * programming error, not "allowed": it throws.
 */
export function permissionFor(endpoint: HasAccess, module?: string): string | null {
  const { access } = endpoint;
  if (access === 'public' || access === 'session') return null;
  if (!isModuleBound(endpoint)) return access;
  if (!module) throw new TypeError(`permissionFor: ${access} needs the module of the request's product`);
  return `${module}${access.slice(MODULE_PLACEHOLDER.length)}`;
}

/**
 * Whether a signed-in user holding `held` may make the call (for `module`'s product when the call is module-bound):
 * the one rule of spec §6 (`hasPermission`), e.g. to hide a button the user cannot use.
 */
export function canCall(held: readonly string[], endpoint: HasAccess, module?: string): boolean {
  const permission = permissionFor(endpoint, module);
  return permission === null || hasPermission(held, [permission]);
}
