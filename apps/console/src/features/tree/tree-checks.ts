// The tick boxes of a tree (role menus, data scope): RuoYi's parent–child linkage and the states a box shows.
import { findNode, flatten, type TreeNode } from './tree-helpers';

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
