import { ApiError } from './errors';
import type { Row } from './state';

/**
 * Optimistic locking of roles (issue 27: two sessions each adding a menu to a role kept only one). Every change of a
 * role bumps its `version`; an edit that sends the version it read is refused when the role has moved on since, as
 * MyBatis-Plus's @Version refuses a stale update. An edit without one (a stock RuoYi client) is not checked.
 */
export const roleVersionOf = (role: Row): number => (typeof role.version === 'number' ? role.version : 0);

/** Refuses an edit made from an older read of the role, before anything changes. */
export function checkRoleVersion(role: Row, body: Row): void {
  if (body.version === undefined || body.version === null) return;
  if (Number(body.version) !== roleVersionOf(role)) throw new ApiError(500, 'role.stale', { name: String(role.roleName ?? role.roleKey) });
}

/** The version a change of `role` gives it. */
export const nextRoleVersion = (role: Row): number => roleVersionOf(role) + 1;
