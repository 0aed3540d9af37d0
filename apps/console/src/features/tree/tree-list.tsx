import { hotkeysCoreFeature, syncDataLoaderFeature } from '@headless-tree/core';
import { useTree } from '@headless-tree/react';
import { cn, Icon } from '@vigil/ui';
import { type HTMLAttributes, type KeyboardEvent, type ReactNode, useEffect, useMemo } from 'react';
import { flatten, type TreeNode } from './tree-helpers';

const ROOT = '\u0000root';

export interface TreeListProps<T> {
  nodes: readonly TreeNode<T>[];
  /** The tree's accessible name. */
  label: string;
  /** The open rows; keep its identity while unchanged (a new array rebuilds the tree). */
  expanded: readonly string[];
  onExpandedChange: (ids: string[]) => void;
  /** A click on a row, or Space/Enter on the focused one (tick it, pick it). */
  onActivate: (node: TreeNode<T>) => void;
  /** ARIA state of a row: `aria-checked` for a check tree, `aria-selected` for a pick list. */
  itemState: (node: TreeNode<T>) => Pick<HTMLAttributes<HTMLElement>, 'aria-checked' | 'aria-selected'>;
  /** Shown before a row's label (a check box). */
  lead?: (node: TreeNode<T>) => ReactNode;
  className?: string;
}

/**
 * The rendering of every Vigil tree: @headless-tree gives the flat list of open rows, the ARIA tree roles and the arrow
 * keys (→ opens, ← closes, ↑↓ move, Home/End); a row's chevron opens it, a click or Space/Enter on the row activates it.
 */
export function TreeList<T>({ nodes, label, expanded, onExpandedChange, onActivate, itemState, lead, className }: TreeListProps<T>) {
  const byId = useMemo(() => {
    const map = new Map<string, TreeNode<T>>(flatten(nodes).map((node) => [node.id, node]));
    map.set(ROOT, { id: ROOT, label: '', row: undefined as T, children: [...nodes] });
    return map;
  }, [nodes]);

  const tree = useTree<TreeNode<T>>({
    rootItemId: ROOT,
    state: { expandedItems: expanded as string[] },
    setExpandedItems: (updater) => onExpandedChange(typeof updater === 'function' ? updater([...expanded]) : updater),
    getItemName: (item) => item.getItemData().label,
    isItemFolder: (item) => item.getItemData().children.length > 0,
    dataLoader: {
      getItem: (id) => byId.get(id) ?? { id, label: id, row: undefined as T, children: [] },
      getChildren: (id) => byId.get(id)?.children.map((child) => child.id) ?? [],
    },
    features: [syncDataLoaderFeature, hotkeysCoreFeature],
  });
  // New rows (a refetch, a filter) rebuild the flat list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: byId is the trigger, read through the data loader
  useEffect(() => tree.rebuildTree(), [tree, byId]);

  return (
    <div {...tree.getContainerProps(label)} className={cn('grid content-start gap-px text-sm outline-none', className)}>
      {tree.getItems().map((item) => {
        const node = item.getItemData();
        const folder = item.isFolder();
        const open = item.isExpanded();
        const props = item.getProps();
        const activate = () => {
          item.setFocused();
          onActivate(node);
        };
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the spread props give the row role="treeitem" and its tabIndex
          <div
            {...props}
            {...itemState(node)}
            key={item.getId()}
            onClick={activate}
            onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
              if (event.key === ' ' || event.key === 'Enter') {
                event.preventDefault();
                activate();
              }
            }}
            className="flex cursor-pointer items-center gap-1.5 rounded-sm py-1 pr-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring aria-selected:bg-accent"
            style={{ paddingLeft: `${item.getItemMeta().level * 1.25 + 0.25}rem` }}
          >
            {/* The chevron is for the mouse: the keyboard opens a row with → and closes it with ← (the tree's keys). */}
            <span
              aria-hidden="true"
              className={cn('inline-flex size-4 shrink-0 items-center justify-center', !folder && 'invisible')}
              onClick={(event) => {
                event.stopPropagation();
                if (open) item.collapse();
                else item.expand();
              }}
            >
              <Icon name={open ? 'chevronDown' : 'chevronRight'} size="sm" />
            </span>
            {lead?.(node)}
            <span className="truncate">{node.label}</span>
            {node.hint && <span className="truncate font-mono text-xs text-muted-foreground">{node.hint}</span>}
          </div>
        );
      })}
    </div>
  );
}
