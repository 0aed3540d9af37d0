import type { TreeNode } from '@vigil/sdk';
import { Input } from '@vigil/ui';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { useDeptTree } from './user-choices';

/** Nodes whose label contains `text`, with their ancestors. */
function matching(nodes: readonly TreeNode[], text: string): TreeNode[] {
  if (text === '') return [...nodes];
  return nodes.flatMap((node) => {
    const children = matching(node.children ?? [], text);
    return node.label.includes(text) || children.length > 0 ? [{ ...node, children }] : [];
  });
}

function Branch({ nodes, selected, onSelect }: { nodes: readonly TreeNode[]; selected: string | null; onSelect: (id: string | null) => void }) {
  return (
    <ul className="grid gap-0.5 pl-3">
      {nodes.map((node) => (
        <li key={String(node.id)}>
          <button
            type="button"
            aria-pressed={selected === String(node.id)}
            className="rounded px-1 text-left text-sm aria-pressed:bg-primary/10 aria-pressed:font-medium"
            onClick={() => onSelect(selected === String(node.id) ? null : String(node.id))}
          >
            {node.label}
          </button>
          {node.children && node.children.length > 0 && <Branch nodes={node.children} selected={selected} onSelect={onSelect} />}
        </li>
      ))}
    </ul>
  );
}

/** The users page's department tree: searchable by name; picking a department filters the list (again: all). */
export function DeptTreePanel({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const t = useT();
  const tree = useDeptTree();
  const [text, setText] = useState('');
  return (
    <nav aria-label={t('adminUser.deptTree')} className="grid content-start gap-2">
      <Input value={text} onChange={(e) => setText(e.target.value)} placeholder={t('adminUser.deptSearch')} aria-label={t('adminUser.deptSearch')} />
      <Branch nodes={matching(tree.data ?? [], text.trim())} selected={selected} onSelect={onSelect} />
    </nav>
  );
}
