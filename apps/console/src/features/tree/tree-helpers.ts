/** One node of a tree built from flat rows (departments, menus, file columns) or from the backend's TreeSelect. */
export interface TreeNode<T> {
  id: string;
  label: string;
  /** Secondary text after the label (e.g. the raw permission string of a button the console has no words for). */
  hint?: string;
  row: T;
  children: TreeNode<T>[];
}

export interface TreeShape<T> {
  id: (row: T) => string;
  /** The parent's id; a row whose parent is not among the rows (0, null, a row out of scope) is a root. */
  parent: (row: T) => string | null | undefined;
  label: (row: T) => string;
}

/** The tree of flat `rows`, in the rows' order. A cycle in bad data cannot loop: rows on it become roots. */
export function buildTree<T>(rows: readonly T[], shape: TreeShape<T>): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const row of rows) nodes.set(shape.id(row), { id: shape.id(row), label: shape.label(row), row, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(shape.id(row)) as TreeNode<T>;
    const parentId = shape.parent(row);
    const parent = parentId == null ? undefined : nodes.get(String(parentId));
    if (parent && parent !== node && !isAncestorOrSelf(nodes, shape, parentId, node.id)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Whether walking up from `from` reaches `target` (so attaching target under from would close a cycle). */
function isAncestorOrSelf<T>(nodes: Map<string, TreeNode<T>>, shape: TreeShape<T>, from: string | null | undefined, target: string): boolean {
  const seen = new Set<string>();
  let current = from == null ? undefined : String(from);
  while (current !== undefined && !seen.has(current)) {
    if (current === target) return true;
    seen.add(current);
    const node = nodes.get(current);
    const up = node ? shape.parent(node.row) : undefined;
    current = up == null ? undefined : String(up);
  }
  return false;
}

/** The backend's `TreeSelect {id, label, children}` (RuoYi's dept and menu trees) as tree nodes. */
export interface TreeSelectItem {
  id: string | number;
  label: string;
  disabled?: boolean | null | undefined;
  children?: readonly TreeSelectItem[] | null | undefined;
}

export function fromTreeSelect(items: readonly TreeSelectItem[]): TreeNode<TreeSelectItem>[] {
  return items.map((item) => ({ id: String(item.id), label: item.label, row: item, children: fromTreeSelect(item.children ?? []) }));
}

/** Every node, depth first (a parent before its children). */
export function flatten<T>(nodes: readonly TreeNode<T>[]): TreeNode<T>[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

export function allIds<T>(nodes: readonly TreeNode<T>[]): string[] {
  return flatten(nodes).map((node) => node.id);
}

export function findNode<T>(nodes: readonly TreeNode<T>[], id: string): TreeNode<T> | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The ids below `id` (not itself). */
export function descendantIds<T>(nodes: readonly TreeNode<T>[], id: string): Set<string> {
  const node = findNode(nodes, id);
  return new Set(node ? allIds(node.children) : []);
}

/** Whether `id` may move under `parentId`: never under itself or one of its descendants (the subtree would lose its root). */
export function canMoveUnder<T>(nodes: readonly TreeNode<T>[], id: string, parentId: string): boolean {
  return parentId !== id && !descendantIds(nodes, id).has(parentId);
}

/** The tree without `id` and its descendants: what a parent picker offers when editing `id`. */
export function withoutSubtree<T>(nodes: readonly TreeNode<T>[], id: string): TreeNode<T>[] {
  return nodes.filter((node) => node.id !== id).map((node) => ({ ...node, children: withoutSubtree(node.children, id) }));
}

/** The nodes whose label contains `text` (case-insensitive), with their ancestors so they stay reachable; all when blank. */
export function filterTree<T>(nodes: readonly TreeNode<T>[], text: string): TreeNode<T>[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...nodes];
  return nodes.flatMap((node) => {
    if (node.label.toLocaleLowerCase().includes(needle)) return [node];
    const children = filterTree(node.children, needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/**
 * RuoYi's parent–child linkage: (un)ticking a node (un)ticks its whole subtree, then each ancestor is ticked exactly
 * when all its children are. Returns the new set of ticked ids; `checked` is not changed.
 */
export function toggleLinked<T>(nodes: readonly TreeNode<T>[], checked: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(checked);
  const node = findNode(nodes, id);
  if (!node) return next;
  for (const each of [node, ...flatten(node.children)]) {
    if (on) next.add(each.id);
    else next.delete(each.id);
  }
  settleAncestors(nodes, next);
  return next;
}

/** Ticks each parent whose children are all ticked and unticks one whose children are not, bottom up. */
function settleAncestors<T>(nodes: readonly TreeNode<T>[], checked: Set<string>): void {
  const visit = (node: TreeNode<T>) => {
    if (node.children.length === 0) return;
    for (const child of node.children) visit(child);
    if (node.children.every((child) => checked.has(child.id))) checked.add(node.id);
    else checked.delete(node.id);
  };
  for (const node of nodes) visit(node);
}

/** Each node's box: ticked, half (some of its subtree ticked) or empty. Without linkage a box shows only its own tick. */
export function checkStates<T>(nodes: readonly TreeNode<T>[], checked: ReadonlySet<string>, linked = true): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  const visit = (node: TreeNode<T>): boolean => {
    const below = node.children.map(visit).some(Boolean);
    const own = checked.has(node.id);
    states.set(node.id, own ? 'checked' : linked && below ? 'indeterminate' : 'unchecked');
    return own || below;
  };
  for (const node of nodes) visit(node);
  return states;
}

/** The half-ticked ids: RuoYi sends them with the ticked ones as a role's menuIds when linkage is on. */
export function halfCheckedIds<T>(nodes: readonly TreeNode<T>[], checked: ReadonlySet<string>): string[] {
  return [...checkStates(nodes, checked)].filter(([, state]) => state === 'indeterminate').map(([id]) => id);
}

/**
 * The ticked set to show for ids the backend stored (checked + half-checked, RuoYi's checkedKeys): with linkage, a
 * parent counts as ticked only when all its children are, so a stored half-ticked parent shows half-ticked.
 */
export function settleChecked<T>(nodes: readonly TreeNode<T>[], stored: Iterable<string>, linked = true): Set<string> {
  const checked = new Set(stored);
  if (!linked) return checked;
  // A leaf's own tick is the truth; a parent's follows its children.
  const leaves = new Set(flatten(nodes).filter((node) => node.children.length === 0 && checked.has(node.id)).map((node) => node.id));
  settleAncestors(nodes, leaves);
  return leaves;
}
