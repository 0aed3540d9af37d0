import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import { fromTreeSelect, TreeFilter } from '../../tree';
import { useDeptTree } from './user-choices';

/** The users page's department tree: searchable by name; picking a department filters the list (again: all). */
export function DeptTreePanel({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const t = useT();
  const tree = useDeptTree();
  const nodes = useMemo(() => fromTreeSelect(tree.data ?? []), [tree.data]);
  return (
    <nav aria-label={t('adminUser.deptTree')} className="min-w-0">
      <TreeFilter nodes={nodes} selected={selected ?? undefined} onSelect={(id) => onSelect(id ?? null)} aria-label={t('adminUser.dept')} />
    </nav>
  );
}
