/**
 * RuoYi's super administrator: the role whose key is `admin`, and a user holding it. Reserved (compared without case
 * or surrounding blanks); the admin's row offers no edit, delete or password reset to anyone else, and no one changes
 * their own roles or status (RuoYi-Vue3 hides the same actions; the backend refuses them anyway).
 */
export const ADMIN_ROLE_KEY = 'admin';

export const isAdminRoleKey = (key: unknown): boolean => typeof key === 'string' && key.trim().toLowerCase() === ADMIN_ROLE_KEY;

/** Whether a user (as the user list or getInfo sends it, with its `roles`) is the super administrator. */
export const isSuperAdminUser = (user: { roles?: readonly { roleKey?: unknown }[] | undefined }): boolean => (user.roles ?? []).some((role) => isAdminRoleKey(role.roleKey));
