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
