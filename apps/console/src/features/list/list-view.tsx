import { Button, ConfirmDialog, Icon, type RowSelectionState, Table } from '@vigil/ui';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { QueryError } from '../data/query-error';
import { ActionButton } from './action-button';
import { ColumnToggle } from './column-toggle';
import type { ListAction, ListColumn, SearchField } from './list-types';
import { PAGE_SIZES } from './list-url';
import { SearchForm } from './search-form';
import { ACTIONS_PINNED, tableColumns } from './table-columns';
import { useConfirmedAction } from './use-confirmed-action';
import { usePermittedActions } from './use-permitted-actions';
import type { ServerList } from './use-list';
import { useTableLabels } from './use-table-labels';
import { type TreeRowsOption, useTreeRows } from './use-tree-rows';

export interface ListViewProps<Row> {
  list: ServerList<Row>;
  fields: readonly SearchField[];
  columns: readonly ListColumn<Row>[];
  actions?: readonly ListAction<Row>[];
  getRowId: (row: Row) => string;
  /** Names a row for screen readers and in the delete confirmation (e.g. its IMEI). */
  rowName: (row: Row) => string;
  caption: string;
  /** What the table says when nothing matches (default 暂无数据). */
  emptyText?: string;
  /** Refuses a search the list cannot run, with the message to show (e.g. a required time range). */
  validate?: (filters: Readonly<Record<string, string>>) => string | null;
  /**
   * A tree table (departments, menus, file columns): the rows, all of them in one answer, nest under their parents;
   * the toolbar expands or collapses them all; there is no pager. `expandAll` opens them all at first.
   */
  tree?: TreeRowsOption<Row>;
}

/**
 * The generic list page: search form, permission-guarded toolbar, column toggle, server-paged table with
 * selection, and localized empty and error states. Its state comes from `useList` (the URL or the component).
 */
export function ListView<Row>({ list, fields, columns, actions = [], getRowId, rowName, caption, emptyText, validate, tree }: ListViewProps<Row>) {
  const t = useT();
  const { query, state } = list;
  const [hidden, setHidden] = useState<Set<string>>(() => new Set());
  const [selection, setSelection] = useState<RowSelectionState>({});
  // A new page or new filters start with nothing selected.
  const [selectionOf, setSelectionOf] = useState(state);
  if (selectionOf !== state) {
    setSelectionOf(state);
    setSelection({});
  }
  const confirmed = useConfirmedAction<Row>(() => setSelection({}));
  const labels = useTableLabels();

  const rows = query.data?.rows ?? [];
  const treeRows = useTreeRows(rows, getRowId, tree);
  const selected = rows.filter((row) => selection[getRowId(row)]);
  const toolbarActions = actions.filter((a) => a.placement === 'toolbar');
  const rowActions = usePermittedActions(actions.filter((a) => a.placement === 'row'));

  const onTrigger = confirmed.trigger;
  const shownColumns = useMemo(() => tableColumns({ columns, hidden, rowActions, rowName, onTrigger, t }), [columns, hidden, rowActions, rowName, onTrigger, t]);

  const pending = confirmed.pending;
  const pendingName = pending?.rows.length === 1 && pending.rows[0] !== undefined ? rowName(pending.rows[0]) : null;

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      {/* A list without search fields (filtered by its page instead) has no 搜索/重置 to offer. */}
      {fields.length > 0 && <SearchForm fields={fields} values={state.filters} onSearch={list.search} onReset={list.reset} resetValues={list.defaults} validate={validate} />}
      <div role="toolbar" aria-label={t('list.toolbar')} className="flex flex-wrap items-center gap-2">
        {toolbarActions.map((action) => (
          <ActionButton
            key={action.id}
            action={action}
            rows={selected}
            disabled={action.selection === 'one' ? selected.length !== 1 : action.selection === 'some' ? selected.length === 0 : false}
            onTrigger={confirmed.trigger}
          />
        ))}
        {treeRows && (
          <Button type="button" variant="outline" size="sm" aria-pressed={treeRows.someOpen} onClick={treeRows.toggleAll}>
            <Icon name={treeRows.someOpen ? 'chevronUp' : 'chevronDown'} size="sm" />
            {t('tree.expandCollapse')}
          </Button>
        )}
        {selected.length > 0 && <span className="text-sm text-muted-foreground">{t('list.selected', { count: selected.length })}</span>}
        <div className="ml-auto">
          <ColumnToggle columns={columns} hidden={hidden} onChange={setHidden} />
        </div>
      </div>
      {query.isError && !query.data ? (
        <QueryError error={query.error} what={caption} onRetry={() => void query.refetch()} />
      ) : (
        <Table
          // Cells keep one line (dates, IMEIs, tags); a table wider than its container scrolls inside it.
          className="min-w-0 grid-cols-[minmax(0,1fr)] [&_td]:whitespace-nowrap [&_th]:whitespace-nowrap"
          caption={caption}
          columns={shownColumns}
          data={treeRows ? treeRows.roots : rows}
          getRowId={getRowId}
          tree={treeRows?.table}
          columnPinning={rowActions.length > 0 ? ACTIONS_PINNED : undefined}
          loading={query.isFetching}
          selectable
          rowSelection={selection}
          onRowSelectionChange={setSelection}
          rowLabel={(row) => t('list.selectRow', { name: rowName(row) })}
          labels={emptyText ? { ...labels.table, empty: emptyText } : labels.table}
          paginationLabels={labels.pagination}
          pagination={
            treeRows
              ? undefined
              : {
                  mode: 'server',
                  page: state.pageNum,
                  pageSize: state.pageSize,
                  total: query.data?.total ?? 0,
                  onPageChange: list.setPage,
                  pageSizeOptions: PAGE_SIZES,
                  onPageSizeChange: list.setPageSize,
                }
          }
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : confirmed.cancel())}
        title={t('list.confirmTitle')}
        description={
          pendingName !== null
            ? t(pending?.action.confirm?.one ?? 'list.confirmDelete', { name: `"${pendingName}"` })
            : t(pending?.action.confirm?.many ?? 'list.confirmDeleteSelected', { count: pending?.rows.length ?? 0 })
        }
        onConfirm={confirmed.confirm}
        onCancel={confirmed.cancel}
        confirmLabel={t('list.confirm')}
        cancelLabel={t('list.cancel')}
        closeLabel={t('list.close')}
        confirmVariant="danger"
      />
    </div>
  );
}
