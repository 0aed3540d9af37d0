export { CheckTree, type CheckTreeProps } from './check-tree';
export { TreeFilter, type TreeFilterProps } from './tree-filter';
export {
  allIds,
  buildTree,
  canMoveUnder,
  descendantIds,
  filterTree,
  findNode,
  flatten,
  fromTreeSelect,
  type TreeNode,
  type TreeSelectItem,
  type TreeShape,
  withoutSubtree,
} from './tree-helpers';
export { type CheckState, checkStates, halfCheckedIds, settleChecked, toggleLinked } from './tree-checks';
export { TreeSelect, type TreeSelectProps } from './tree-select';
