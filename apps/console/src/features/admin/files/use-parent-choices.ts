import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { type TreeNode, withoutSubtree } from '../../tree';
import { columnTree, type FileColumn } from './column-queries';

/**
 * The parents a column may take, as the form's tree: 主类目 (the top level, id 0) holding every column, without the
 * column being edited and its sub-columns (a column cannot move under itself).
 */
export function useParentChoices(columns: readonly FileColumn[], editing: FileColumn | null): TreeNode<unknown>[] {
  const t = useT();
  return useMemo(() => {
    const tree = columnTree(columns);
    const children = editing ? withoutSubtree(tree, String(editing.id)) : tree;
    return [{ id: '0', label: t('fileAdmin.root'), row: null, children }];
  }, [columns, editing, t]);
}
