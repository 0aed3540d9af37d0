import { Button, DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuLabel, DropdownMenuTrigger } from '@vigil/ui';
import { Columns3 } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import type { ListColumn } from './list-types';

export interface ColumnToggleProps<Row> {
  columns: readonly ListColumn<Row>[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
}

/** Shows or hides columns; the last visible column cannot be hidden. */
export function ColumnToggle<Row>({ columns, hidden, onChange }: ColumnToggleProps<Row>) {
  const t = useT();
  const visibleCount = columns.filter((c) => !hidden.has(c.id)).length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden="true" className="size-4" />
          {t('list.columns')}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('list.columns')}</DropdownMenuLabel>
        {columns.map((column) => {
          const shown = !hidden.has(column.id);
          return (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={shown}
              disabled={shown && visibleCount === 1}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) => {
                const next = new Set(hidden);
                if (checked) next.delete(column.id);
                else next.add(column.id);
                onChange(next);
              }}
            >
              {t(column.label)}
            </DropdownMenuCheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
