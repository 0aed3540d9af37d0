import {
  type Column,
  type ColumnDef,
  type ColumnPinningState,
  type ExpandedState,
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type Row,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type ReactNode, useMemo, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Icon } from '../lib/icon';
import { useControllable } from '../lib/use-controllable';
import { Checkbox } from './checkbox';
import { Empty } from './empty';
import { Pagination, type PaginationLabels, type PaginationProps } from './pagination';
import { Spinner } from './spinner';

export interface TableLabels {
  empty: string;
  loading: string;
  selectAll: string;
  /** Name of a row's checkbox when no `rowLabel` is given. */
  selectRow: string;
  /** Names of a tree row's toggle (`tree`). */
  expand: string;
  collapse: string;
}

export const defaultTableLabels: TableLabels = {
  empty: 'No data',
  loading: 'Loading',
  selectAll: 'Select all rows',
  selectRow: 'Select row',
  expand: 'Expand',
  collapse: 'Collapse',
};

/** Rows nested under rows (departments, menus): the first column indents them and carries their expand toggle. */
export interface TableTree<TData> {
  getSubRows: (row: TData) => TData[] | undefined;
  /** Which rows are open: `true` for all; controlled when `onExpandedChange` is given. */
  expanded?: ExpandedState;
  onExpandedChange?: (expanded: ExpandedState) => void;
}

/** The table pages `data` itself. */
export interface ClientPagination {
  mode: 'client';
  pageSize?: number;
  pageSizeOptions?: readonly number[];
}

/** `data` is one page fetched by the caller, who owns page and size. */
export interface ServerPagination
  extends Pick<PaginationProps, 'page' | 'pageSize' | 'total' | 'onPageChange' | 'pageSizeOptions' | 'onPageSizeChange'> {
  mode: 'server';
}

export interface TableVirtualization {
  /** Height of the scrolling body in px. */
  height: number;
  /** Fixed row height in px. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
}

export interface TableProps<TData, TValue = unknown> {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  /** Stable row ids keep selection attached to rows across sorting and refetches. */
  getRowId?: (row: TData, index: number) => string;
  loading?: boolean;
  /** Columns sort on header click/Enter unless `enableSorting: false` in their definition. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Sorting is done by the caller (server side); the table only reports it. */
  manualSorting?: boolean;
  selectable?: boolean;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Accessible name of a row's checkbox, e.g. the device IMEI. */
  rowLabel?: (row: TData) => string;
  pagination?: ClientPagination | ServerPagination;
  /** Render only the visible window of rows (for thousands of rows). */
  virtual?: TableVirtualization;
  tree?: TableTree<TData>;
  /**
   * Columns kept in view while the table scrolls sideways (TanStack column pinning), e.g. a row's actions on the
   * right. Pinned beside another pinned column, a column's offset is the other's `size`.
   */
  columnPinning?: ColumnPinningState;
  onRowClick?: (row: TData) => void;
  labels?: Partial<TableLabels>;
  paginationLabels?: Partial<PaginationLabels>;
  /** Replaces the default empty state. */
  empty?: ReactNode;
  caption?: ReactNode;
  className?: string;
}

/** The columns with the first one indented by depth and led by the row's expand toggle (a tree table). */
function indentFirst<TData, TValue>(columns: ColumnDef<TData, TValue>[], expand: string, collapse: string): ColumnDef<TData, TValue>[] {
  const [first, ...rest] = columns;
  if (!first) return columns;
  const cell = first.cell;
  return [
    {
      ...first,
      cell: (context) => {
        const { row } = context;
        const open = row.getIsExpanded();
        return (
          <span className="inline-flex items-center gap-1" style={{ paddingLeft: `${row.depth * 1.25}rem` }}>
            {row.getCanExpand() ? (
              <button
                type="button"
                aria-expanded={open}
                aria-label={open ? collapse : expand}
                onClick={(event) => {
                  event.stopPropagation();
                  row.toggleExpanded();
                }}
                className={cn('inline-flex size-5 items-center justify-center rounded-sm hover:bg-muted', focusRing)}
              >
                <Icon name={open ? 'chevronDown' : 'chevronRight'} size="sm" />
              </button>
            ) : (
              <span className="inline-block size-5" />
            )}
            {typeof cell === 'function' ? cell(context) : (cell ?? String(context.getValue() ?? ''))}
          </span>
        );
      },
    },
    ...rest,
  ];
}

/** Where a pinned column sticks: its offset from its side, or nothing for a column that scrolls. */
function pinnedStyle<TData>(column: Column<TData>): CSSProperties | undefined {
  const side = column.getIsPinned();
  if (side === 'left') return { left: column.getStart('left') };
  if (side === 'right') return { right: column.getAfter('right') };
  return undefined;
}

/**
 * A pinned cell is opaque (the scrolled cells pass under it) and keeps its row's hover and selection colours. On a
 * phone it scrolls with the rest: pinned there, a row's actions would cover most of a 390 px table.
 */
const pinnedCell =
  'sm:sticky sm:z-[1] sm:shadow-[inset_1px_0_0_var(--border)] bg-background group-hover:bg-[color-mix(in_srgb,var(--muted)_60%,var(--background))] group-data-[state=selected]:bg-accent';
const pinnedHeader = 'sm:sticky sm:z-[1] sm:shadow-[inset_1px_0_0_var(--border)] bg-muted';

const sortIcons = { asc: 'chevronUp', desc: 'chevronDown', none: 'chevronsUpDown' } as const;
const ariaSort = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

export function Table<TData, TValue = unknown>({
  columns,
  data,
  getRowId,
  loading = false,
  sorting: sortingProp,
  onSortingChange,
  manualSorting = false,
  selectable = false,
  rowSelection: selectionProp,
  onRowSelectionChange,
  rowLabel,
  pagination,
  virtual,
  tree,
  columnPinning,
  onRowClick,
  labels: labelOverrides,
  paginationLabels,
  empty,
  caption,
  className,
}: TableProps<TData, TValue>) {
  const labels = { ...defaultTableLabels, ...labelOverrides };
  const [sorting, setSorting] = useControllable<SortingState>(sortingProp, onSortingChange, []);
  const [rowSelection, setRowSelection] = useControllable<RowSelectionState>(selectionProp, onRowSelectionChange, {});
  const [expanded, setExpanded] = useControllable<ExpandedState>(tree?.onExpandedChange ? tree.expanded : undefined, tree?.onExpandedChange, tree?.expanded ?? {});
  const [clientPage, setClientPage] = useState({ pageIndex: 0, pageSize: pagination?.pageSize ?? 10 });
  const server = pagination?.mode === 'server' ? pagination : undefined;
  // When data shrinks under the current client page (a refetch, a filter), show the last page that exists.
  const lastClientPage = Math.max(Math.ceil(data.length / clientPage.pageSize) - 1, 0);
  const clientState = { ...clientPage, pageIndex: Math.min(clientPage.pageIndex, lastClientPage) };

  const allColumns = useMemo<ColumnDef<TData, TValue>[]>(() => {
    const nested = tree ? indentFirst(columns, labels.expand, labels.collapse) : columns;
    if (!selectable) return nested;
    const select: ColumnDef<TData, TValue> = {
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label={labels.selectAll}
          checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
          disabled={table.getRowModel().rows.length === 0}
          onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={rowLabel ? rowLabel(row.original) : labels.selectRow}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
          onClick={(event) => event.stopPropagation()}
        />
      ),
    };
    return [select, ...nested];
  }, [columns, selectable, labels.selectAll, labels.selectRow, labels.expand, labels.collapse, rowLabel, tree]);

  const table = useReactTable<TData>({
    data,
    columns: allColumns,
    getRowId,
    state: {
      sorting,
      rowSelection,
      ...(columnPinning && { columnPinning }),
      ...(tree && { expanded }),
      ...(pagination?.mode === 'client' && { pagination: clientState }),
      ...(server && { pagination: { pageIndex: server.page - 1, pageSize: server.pageSize } }),
    },
    onSortingChange: setSorting,
    onRowSelectionChange: setRowSelection,
    ...(tree && { getSubRows: tree.getSubRows, getExpandedRowModel: getExpandedRowModel(), onExpandedChange: setExpanded }),
    onPaginationChange: setClientPage,
    enableRowSelection: selectable,
    manualSorting,
    manualPagination: server !== undefined,
    ...(server && { rowCount: server.total }),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(pagination?.mode === 'client' && { getPaginationRowModel: getPaginationRowModel() }),
    autoResetPageIndex: false,
  });

  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    // Off, it never measures its box: a measure in the first commit forces the page's layout early (issue #24).
    enabled: virtual !== undefined,
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtual?.rowHeight ?? 0,
    overscan: virtual?.overscan ?? 10,
  });
  const windowed = virtual ? virtualizer.getVirtualItems() : undefined;
  const visible: { row: Row<TData>; index: number }[] = windowed
    ? windowed.flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : rows.map((row, index) => ({ row, index }));
  const padTop = windowed?.[0]?.start ?? 0;
  const padBottom = windowed ? virtualizer.getTotalSize() - (windowed.at(-1)?.end ?? 0) : 0;
  const columnCount = table.getVisibleLeafColumns().length;
  // One pager for both modes: the caller's page state (server) or the table's own (client).
  const pager: Omit<ServerPagination, 'mode'> | undefined =
    server ??
    (pagination?.mode === 'client'
      ? {
          page: clientState.pageIndex + 1,
          pageSize: clientState.pageSize,
          total: data.length,
          onPageChange: (page) => table.setPageIndex(page - 1),
          pageSizeOptions: pagination.pageSizeOptions,
          onPageSizeChange: (pageSize) => setClientPage({ pageIndex: 0, pageSize }),
        }
      : undefined);

  return (
    <div className={cn('grid gap-3', className)}>
      <div
        ref={scrollRef}
        className={cn('relative overflow-auto rounded-md border', loading && rows.length === 0 && 'min-h-32')}
        style={virtual ? { height: virtual.height } : undefined}
        // A virtualised body scrolls inside its own box: keyboard users reach it with Tab and scroll it with the arrows.
        tabIndex={virtual ? 0 : undefined}
      >
        <table
          className="w-full caption-bottom border-collapse text-sm"
          aria-busy={loading || undefined}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          {caption && <caption className="mt-2 text-sm text-muted-foreground">{caption}</caption>}
          <thead className={cn('bg-muted', virtual && 'sticky top-0 z-10')}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={virtual ? 1 : undefined} className="border-b">
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort();
                  const direction = header.column.getIsSorted() || 'none';
                  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sortable ? ariaSort[direction] : undefined}
                      className={cn(
                        'h-10 px-3 text-left align-middle font-medium text-muted-foreground',
                        header.column.id === '__select' && 'w-10',
                        header.column.getIsPinned() && pinnedHeader,
                      )}
                      style={pinnedStyle(header.column)}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn('-mx-1 inline-flex items-center gap-1 rounded-sm px-1 hover:text-foreground', focusRing)}
                        >
                          {content}
                          <Icon name={sortIcons[direction]} size="sm" className={cn(direction === 'none' && 'opacity-50')} />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row has no content and takes no focus
              <tr aria-hidden="true" style={{ height: padTop }} />
            )}
            {visible.map(({ row, index }) => (
              <tr
                key={row.id}
                aria-rowindex={virtual ? index + 2 : undefined}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                className={cn('group border-b transition-colors hover:bg-muted/60 data-[state=selected]:bg-accent', onRowClick && 'cursor-pointer')}
                style={virtual ? { height: virtual.rowHeight } : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className={cn('px-3 py-2 align-middle', cell.column.getIsPinned() && pinnedCell)} style={pinnedStyle(cell.column)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {padBottom > 0 && (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row has no content and takes no focus
              <tr aria-hidden="true" style={{ height: padBottom }} />
            )}
            {rows.length === 0 && !loading && (
              <tr>
                <td colSpan={columnCount}>{empty ?? <Empty description={labels.empty} />}</td>
              </tr>
            )}
          </tbody>
        </table>
        {loading && (
          <div className="absolute inset-0 flex min-h-24 items-center justify-center bg-background/60">
            <Spinner label={labels.loading} />
          </div>
        )}
      </div>
      {pager && (
        <Pagination
          className="justify-end"
          page={pager.page}
          pageSize={pager.pageSize}
          total={pager.total}
          onPageChange={pager.onPageChange}
          pageSizeOptions={pager.pageSizeOptions}
          onPageSizeChange={pager.onPageSizeChange}
          disabled={server !== undefined && loading}
          labels={paginationLabels}
        />
      )}
    </div>
  );
}
