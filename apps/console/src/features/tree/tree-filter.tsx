import { cn, Empty, Input } from '@vigil/ui';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { filterTree, flatten, type TreeNode } from './tree-helpers';
import { TreeList } from './tree-list';

export interface TreeFilterProps<T> {
  nodes: readonly TreeNode<T>[];
  /** The picked node's id, if any. */
  selected: string | undefined;
  /** A click on the picked node again clears the pick (`undefined`). */
  onSelect: (id: string | undefined) => void;
  'aria-label': string;
  className?: string;
}

const folderIds = <T,>(nodes: readonly TreeNode<T>[]) => flatten(nodes).filter((node) => node.children.length > 0).map((node) => node.id);

/**
 * A searchable tree to pick one node: the users page's department tree, a tree select's list. It opens fully (as
 * RuoYi's does); typing keeps the matching nodes and their ancestors, all open.
 */
export function TreeFilter<T>({ nodes, selected, onSelect, 'aria-label': label, className }: TreeFilterProps<T>) {
  const t = useT();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const shown = useMemo(() => filterTree(nodes, text), [nodes, text]);
  const searching = text.trim() !== '';
  const open = useMemo(() => (searching ? folderIds(shown) : (expanded ?? folderIds(nodes))), [searching, shown, expanded, nodes]);

  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={t('tree.search', { name: label })}
        placeholder={t('tree.searchPlaceholder')}
      />
      {shown.length === 0 ? (
        <Empty description={t('tree.empty')} />
      ) : (
        <TreeList
          nodes={shown}
          label={label}
          expanded={open}
          onExpandedChange={setExpanded}
          onActivate={(node) => onSelect(node.id === selected ? undefined : node.id)}
          itemState={(node) => ({ 'aria-selected': node.id === selected })}
        />
      )}
    </div>
  );
}
