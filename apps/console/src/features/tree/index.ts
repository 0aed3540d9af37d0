export { CheckTree, type CheckTreeProps } from './check-tree';
export { TreeFilter, type TreeFilterProps } from './tree-filter';
export {
  allIds,
  buildTree,
  canMoveUnder,
  type CheckState,
  checkStates,
  descendantIds,
  filterTree,
  findNode,
  flatten,
  fromTreeSelect,
  halfCheckedIds,
  settleChecked,
  toggleLinked,
  type TreeNode,
  type TreeSelectItem,
  type TreeShape,
  withoutSubtree,
} from './tree-helpers';
export { TreeSelect, type TreeSelectProps } from './tree-select';
