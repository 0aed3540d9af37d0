import { type HasAccess, permissionFor } from '@vigil/sdk/permissions';

/** The permission list of a list action that makes an sdk call, for `module`'s product when the call is module-bound. */
export function callPermissions(endpoint: HasAccess, module: string): readonly string[] {
  const permission = permissionFor(endpoint, module);
  if (permission === null) throw new Error('A list action guards a call that needs a permission');
  return [permission];
}
