import { isAdmin, rolesOf } from './access';
import type { MockContext } from './context';
import type { Row } from './state';

/**
 * What one request may touch (spec §6): the products of the caller's modules and the records of its roles' data
 * scopes (RuoYi semantics, the union over the roles). Built once per request by `authorize`.
 */
export interface Scope {
  /** Product ids of the modules the call is allowed in; undefined: every product. */
  readonly products: ReadonlySet<string> | undefined;
  /** Departments whose records may be touched; undefined: every record (data scope '1' all). */
  readonly depts: ReadonlySet<string> | undefined;
  /** The caller, when a role has data scope '5': the records it created or that are its own. */
  readonly self: { readonly userId: string; readonly userName: string } | undefined;
}

/** No restriction: public calls, the admin, and a server started with `enforceAccess: false`. */
export const UNRESTRICTED: Scope = Object.freeze({ products: undefined, depts: undefined, self: undefined });

/** The data-scope half of a Scope for a user: '1' all, '2' the role's deptIds, '3' own dept, '4' own dept and below, '5' self. */
export function dataScopeOf(user: Row, context: MockContext): Omit<Scope, 'products'> {
  // RuoYi's super administrator is never filtered.
  if (isAdmin(user, context)) return UNRESTRICTED;
  const depts = new Set<string>();
  let self = false;
  for (const role of rolesOf(user, context)) {
    switch (String(role.dataScope ?? '1')) {
      case '1':
        return { depts: undefined, self: undefined };
      case '2':
        for (const id of Array.isArray(role.deptIds) ? role.deptIds : []) depts.add(String(id));
        break;
      case '3':
        if (user.deptId != null) depts.add(String(user.deptId));
        break;
      case '4':
        if (user.deptId != null) for (const id of deptAndBelow(String(user.deptId), context)) depts.add(id);
        break;
      case '5':
        self = true;
        break;
    }
  }
  return { depts, self: self ? selfOf(user) : undefined };
}

/** Only the user's own records (self-service calls such as paying one's own order). */
export function selfOnly(user: Row): Scope {
  return { products: undefined, depts: new Set(), self: selfOf(user) };
}

const selfOf = (user: Row) => ({ userId: String(user.userId), userName: String(user.userName) });

/** A department and all its descendants, by parentId (ancestors strings can be stale after a move). */
function deptAndBelow(root: string, context: MockContext): Set<string> {
  const children = new Map<string, string[]>();
  for (const dept of context.store.collection('depts')) {
    const parent = String(dept.parentId);
    children.set(parent, [...(children.get(parent) ?? []), String(dept.deptId)]);
  }
  const found = new Set<string>([root]);
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const child of children.get(id) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * Who owns a row, by kind of record:
 * - `user`: a user (its dept; itself for '5');
 * - `dept`: a department (itself);
 * - `record`: a row with its own `deptId`, `createBy` and `productId` (devices, work orders, persons in charge);
 * - `device`: a row that follows its device by `imei` (alarms, shares, sensor configurations, device logs);
 * - `member`: a row that follows its `userId`'s user (member accounts, bills, transactions, message records).
 */
export type OwnerRule = 'user' | 'dept' | 'record' | 'device' | 'member';

interface Owner {
  deptId?: unknown;
  userId?: unknown;
  createBy?: unknown;
  productId?: unknown;
}

const NOBODY: Owner = {};

function indexBy(rows: readonly Row[], field: string): Map<string, Row> {
  return new Map(rows.map((row) => [String(row[field]), row]));
}

/** Owner readers; lookups (devices by IMEI, users by id) are built once per predicate, on first use. */
const OWNERS: Record<OwnerRule, (context: MockContext) => (row: Row) => Owner> = {
  user: () => (row) => ({ deptId: row.deptId, userId: row.userId }),
  dept: () => (row) => ({ deptId: row.deptId }),
  record: () => (row) => row,
  device: (context) => {
    let devices: Map<string, Row> | undefined;
    return (row) => {
      devices ??= indexBy(context.store.collection('devices'), 'imei');
      const device = devices.get(String(row.imei));
      return device ? { deptId: device.deptId, createBy: device.createBy, productId: row.productId ?? device.productId } : { productId: row.productId };
    };
  },
  member: (context) => {
    let users: Map<string, Row> | undefined;
    return (row) => {
      users ??= indexBy(context.store.collection('users'), 'userId');
      const user = users.get(String(row.userId));
      return user ? { deptId: user.deptId, userId: user.userId } : NOBODY;
    };
  },
};

function admits(scope: Scope, owner: Owner): boolean {
  if (scope.products && owner.productId != null && !scope.products.has(String(owner.productId))) return false;
  if (!scope.depts) return true;
  if (owner.deptId != null && scope.depts.has(String(owner.deptId))) return true;
  const { self } = scope;
  if (!self) return false;
  return (owner.userId != null && String(owner.userId) === self.userId) || (owner.createBy != null && String(owner.createBy) === self.userName);
}

/** Whether a row of the given kind is in the scope; an out-of-scope row must be answered like a missing one. */
export function visibleIn(scope: Scope, rule: OwnerRule, context: MockContext): (row: Row) => boolean {
  if (!scope.products && !scope.depts) return () => true;
  const ownerOf = OWNERS[rule](context);
  return (row) => admits(scope, ownerOf(row));
}

/** Owner fields of a `record` row: set when it is created (from its creator or its device), never from a request body. */
export const OWNER_FIELDS = ['deptId', 'createBy', 'productId'] as const;

/** The owner fields a new `record` row takes from the user creating it. */
export function ownerStamp(user: Row): Row {
  return { deptId: user.deptId ?? null, createBy: user.userName };
}
