/** Spec §6: `*:*:*` grants everything; otherwise the exact permission string must be held. */
export function holds(permissions: readonly string[], permission: string): boolean {
  return permissions.includes('*:*:*') || permissions.includes(permission);
}
