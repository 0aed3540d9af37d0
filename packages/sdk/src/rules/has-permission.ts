import { WILDCARD_PERMISSION } from '../constants';

/**
 * Spec §5/§6: a guarded control shows when the user holds the wildcard `*:*:*` or any of `required`.
 * An empty `required` is a programming error, not "allowed".
 */
export function hasPermission(held: readonly string[], required: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) {
    throw new TypeError('hasPermission: required permissions must be a non-empty array');
  }
  return held.some((permission) => permission === WILDCARD_PERMISSION || required.includes(permission));
}
