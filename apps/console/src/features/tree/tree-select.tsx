import { Button, cn, Icon, Popover, PopoverContent, PopoverTrigger } from '@vigil/ui';
import { forwardRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { findNode, type TreeNode } from './tree-helpers';
import { TreeFilter } from './tree-filter';

export interface TreeSelectProps {
  nodes: readonly TreeNode<unknown>[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A select whose list is a searchable tree (a department, a parent menu or column): RuoYi's el-tree-select. */
export const TreeSelect = forwardRef<HTMLButtonElement, TreeSelectProps>(function TreeSelect(
  { nodes, value, onChange, placeholder, disabled, ...aria },
  ref,
) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const picked = value === undefined || value === '' ? undefined : findNode(nodes, value);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button ref={ref} type="button" variant="outline" disabled={disabled} className="w-full justify-between font-normal" {...aria}>
          <span className={cn('truncate', !picked && 'text-muted-foreground')}>{picked?.label ?? placeholder ?? t('tree.choose')}</span>
          <Icon name="chevronDown" size="sm" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="max-h-80 w-[var(--radix-popover-trigger-width)] min-w-64 overflow-auto p-2">
        <TreeFilter
          nodes={nodes}
          selected={picked?.id}
          aria-label={aria['aria-label'] ?? placeholder ?? t('tree.choose')}
          onSelect={(id) => {
            onChange(id);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
});
