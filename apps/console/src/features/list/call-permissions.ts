import { MODULE_CODES } from '@vigil/sdk/modules';
import { type HasAccess, permissionFor } from '@vigil/sdk/permissions';

/** The permission list of a list action that makes an sdk call, for `module`'s product when the call is module-bound. */
export function callPermissions(endpoint: HasAccess, module: string): readonly string[] {
  const permission = permissionFor(endpoint, module);
  if (permission === null) throw new Error('A list action guards a call that needs a permission');
  return [permission];
}

/**
 * The permissions of a module-bound call made outside any module (the message centre lists records across products):
 * held in any one module, it is allowed; the backend keeps the rows to the products of those modules.
 */
export function callPermissionsInAnyModule(endpoint: HasAccess): readonly string[] {
  return MODULE_CODES.flatMap((module) => callPermissions(endpoint, module));
}

/** The permission list of an administration call (`system:user:add`, `system:dict:add`…): not bound to any module's product. */
export function adminPermissions(endpoint: HasAccess): readonly string[] {
  return callPermissions(endpoint, 'user');
}
