import { Button, Checkbox, cn, Icon } from '@vigil/ui';
import { useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { type CheckState, checkStates, toggleLinked } from './tree-checks';
import { allIds, flatten, type TreeNode } from './tree-helpers';
import { TreeList } from './tree-list';

export interface CheckTreeProps<T> {
  nodes: readonly TreeNode<T>[];
  checked: ReadonlySet<string>;
  onCheckedChange: (checked: Set<string>) => void;
  /** Parent–child linkage (RuoYi's 父子联动): on by default; the toolbar's switch shows when `onLinkedChange` is given. */
  linked?: boolean;
  onLinkedChange?: (linked: boolean) => void;
  'aria-label': string;
  className?: string;
}

const ARIA_CHECKED = { checked: 'true', indeterminate: 'mixed', unchecked: 'false' } as const satisfies Record<CheckState, string>;

/**
 * A tree of check boxes (a role's menus, a custom data scope's departments) with RuoYi's toolbar: expand/collapse
 * all, select all/none and parent–child linkage. With linkage a tick covers the subtree and a parent shows
 * half-ticked while only some of it is ticked.
 */
export function CheckTree<T>({ nodes, checked, onCheckedChange, linked = true, onLinkedChange, 'aria-label': label, className }: CheckTreeProps<T>) {
  const t = useT();
  const linkedId = useId();
  const folders = useMemo(() => flatten(nodes).filter((node) => node.children.length > 0).map((node) => node.id), [nodes]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const states = useMemo(() => checkStates(nodes, checked, linked), [nodes, checked, linked]);

  const toggle = (node: TreeNode<T>) => {
    const on = states.get(node.id) !== 'checked';
    if (linked) onCheckedChange(toggleLinked(nodes, checked, node.id, on));
    else {
      const next = new Set(checked);
      if (on) next.add(node.id);
      else next.delete(node.id);
      onCheckedChange(next);
    }
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => setExpanded(expanded.length > 0 ? [] : folders)}>
          <Icon name={expanded.length > 0 ? 'chevronUp' : 'chevronDown'} size="sm" />
          {t(expanded.length > 0 ? 'tree.collapseAll' : 'tree.expandAll')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onCheckedChange(new Set(allIds(nodes)))}>
          {t('tree.selectAll')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => onCheckedChange(new Set())}>
          {t('tree.selectNone')}
        </Button>
        {onLinkedChange && (
          <span className="inline-flex items-center gap-1.5 text-sm">
            <Checkbox id={linkedId} checked={linked} onCheckedChange={(value) => onLinkedChange(value === true)} />
            <label htmlFor={linkedId}>{t('tree.linked')}</label>
          </span>
        )}
      </div>
      <TreeList
        nodes={nodes}
        label={label}
        expanded={expanded}
        onExpandedChange={setExpanded}
        onActivate={toggle}
        itemState={(node) => ({ 'aria-checked': ARIA_CHECKED[states.get(node.id) ?? 'unchecked'] })}
        lead={(node) => <CheckMark state={states.get(node.id) ?? 'unchecked'} />}
        className="max-h-72 overflow-auto rounded-md border p-1"
      />
    </div>
  );
}

/** The drawn box of a row; the row itself is the control (role treeitem with aria-checked). */
function CheckMark({ state }: { state: CheckState }) {
  return (
    <span
      aria-hidden="true"
      data-state={state}
      className={cn(
        'inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-primary',
        state !== 'unchecked' && 'bg-primary text-primary-foreground',
      )}
    >
      {state === 'checked' && <Icon name="check" size="xs" />}
      {state === 'indeterminate' && <Icon name="minus" size="xs" />}
    </span>
  );
}
