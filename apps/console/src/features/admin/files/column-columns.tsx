import type { ListColumn } from '../../list/list-types';
import type { FileColumn } from './column-queries';

/** The columns tree table: title (nested), display order. */
export const COLUMN_COLUMNS: readonly ListColumn<FileColumn>[] = [
  { id: 'title', label: 'fileAdmin.columnTitle', cell: (c) => c.title },
  { id: 'sort', label: 'fileAdmin.sort', cell: (c) => String(c.sort ?? 0) },
];
