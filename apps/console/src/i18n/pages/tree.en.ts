import type { treeZhCN } from './tree.zh-CN';

/** Texts of the generic trees: tree table, check tree, tree select, tree filter (en). */
export const treeEn: Record<keyof typeof treeZhCN, string> = {
  'tree.expand': 'Expand',
  'tree.collapse': 'Collapse',
  'tree.expandAll': 'Expand all',
  'tree.collapseAll': 'Collapse all',
  'tree.expandCollapse': 'Expand/collapse',
  'tree.selectAll': 'Select all',
  'tree.selectNone': 'Select none',
  'tree.linked': 'Parent–child linkage',
  'tree.search': 'Search {name}',
  'tree.searchPlaceholder': 'Enter a name',
  'tree.empty': 'No data',
  'tree.choose': 'Please choose',
  'tree.clear': 'Clear the choice',
  'tree.none': 'None',
};
