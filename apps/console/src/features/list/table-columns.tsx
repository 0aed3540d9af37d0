import type { ColumnDef, ColumnPinningState } from '@vigil/ui';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translator';
import type { ListAction, ListColumn } from './list-types';
import { RowActions } from './row-actions';

const ACTIONS = '__actions';

/** The row actions stay in view however wide the table (a device list at 1440 px scrolls sideways). */
export const ACTIONS_PINNED: ColumnPinningState = { right: [ACTIONS] };

/** A cell with nothing to show (a value absent, or left out because it could not be read) shows "—". */
export const orDash = (content: ReactNode): ReactNode => (content === null || content === undefined || content === '' ? '—' : content);

export interface TableColumnsInput<Row> {
  columns: readonly ListColumn<Row>[];
  /** The ids of the columns the user hid (列 toggle). */
  hidden: ReadonlySet<string>;
  /** The row actions the user holds; none, no 操作 column. */
  rowActions: readonly ListAction<Row>[];
  rowName: (row: Row) => string;
  onTrigger: (action: ListAction<Row>, rows: readonly Row[]) => void;
  t: Translate;
}

/** The table's columns: the list's columns the user did not hide, then 操作 (to pin with `ACTIONS_PINNED`) when a row has actions. */
export function tableColumns<Row>({ columns, hidden, rowActions, rowName, onTrigger, t }: TableColumnsInput<Row>): ColumnDef<Row>[] {
  const shown: ColumnDef<Row>[] = columns
    .filter((c) => !hidden.has(c.id))
    .map((c) => ({ id: c.id, header: () => t(c.label), cell: ({ row }) => orDash(c.cell(row.original)), enableSorting: false }));
  if (rowActions.length === 0) return shown;
  return [
    ...shown,
    {
      id: ACTIONS,
      header: () => t('list.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions actions={rowActions.filter((action) => action.available?.(row.original) ?? true)} row={row.original} rowName={rowName(row.original)} onTrigger={onTrigger} />
      ),
    },
  ];
}
