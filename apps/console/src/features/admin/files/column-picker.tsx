import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@vigil/ui';
import { useT } from '../../../i18n/use-t';
import type { FileColumn } from './column-queries';

const ALL = '__all';

export interface ColumnPickerProps {
  columns: readonly FileColumn[];
  value: string | undefined;
  onChange: (columnId: string | undefined) => void;
}

/** Which column's files the list shows (全部栏目: every column's). */
export function ColumnPicker({ columns, value, onChange }: ColumnPickerProps) {
  const t = useT();
  return (
    <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
      <SelectTrigger className="w-60" aria-label={t('fileAdmin.columnFilter')}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{t('fileAdmin.allColumns')}</SelectItem>
        {columns.map((c) => (
          <SelectItem key={String(c.id)} value={String(c.id)}>
            {c.title}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
