import type { ExpandedState } from '@vigil/ui';
import { useMemo, useState } from 'react';
import { buildTree, flatten } from '../tree/tree-helpers';

export interface TreeRowsOption<Row> {
  parent: (row: Row) => string | null | undefined;
  expandAll?: boolean;
}

/**
 * A tree table's wiring for ListView: the rows of one answer nested under their parents (the roots go to the table,
 * each row's children come from `getSubRows`), which are open, and "expand or collapse all". Null for a flat list.
 */
export function useTreeRows<Row>(rows: readonly Row[], getRowId: (row: Row) => string, tree: TreeRowsOption<Row> | undefined) {
  const parentOf = tree?.parent;
  const nested = useMemo(() => (parentOf ? buildTree(rows, { id: getRowId, parent: parentOf, label: () => '' }) : undefined), [rows, parentOf, getRowId]);
  const subRows = useMemo(() => new Map(nested ? flatten(nested).map((node) => [node.row, node.children.map((child) => child.row)]) : []), [nested]);
  const [expanded, setExpanded] = useState<ExpandedState>(() => (tree?.expandAll ? true : {}));
  if (!nested) return null;
  const someOpen = expanded === true || Object.values(expanded).some(Boolean);
  return {
    roots: nested.map((node) => node.row),
    table: { getSubRows: (row: Row) => subRows.get(row), expanded, onExpandedChange: setExpanded },
    someOpen,
    toggleAll: () => setExpanded(someOpen ? {} : true),
  };
}
