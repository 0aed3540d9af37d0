/**
 * `@vigil/sdk/permissions`: the spec §6 permission rule and how a table entry's `access` becomes the tag to check,
 * without schemas or the table (pass an entry from `@vigil/sdk/endpoints/<domain>` or the whole sdk).
 */
export { WILDCARD_PERMISSION } from '../constants';
export type { EndpointAccess, PermissionTag } from '../endpoints/define-endpoint';
export * from '../rules/endpoint-permission';
export * from '../rules/has-permission';
