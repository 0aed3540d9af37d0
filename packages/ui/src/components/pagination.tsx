import { type KeyboardEvent, useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { Icon } from '../lib/icon';
import { pageItems } from '../lib/page-items';
import { Button } from './button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface PaginationLabels {
  /** Name of the navigation landmark. */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button. */
  page: (page: number) => string;
  /** Visible summary, e.g. "Total 42" / "共 42 条". */
  total: (total: number) => string;
  rowsPerPage: string;
  /** Text of a page-size option, e.g. "10 / page" / "10条/页". */
  pageSize: (size: number) => string;
  /** Accessible name of an ellipsis (skipped pages). */
  more: string;
}

export const defaultPaginationLabels: PaginationLabels = {
  nav: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
  total: (total) => `Total ${total}`,
  rowsPerPage: 'Rows per page',
  pageSize: (size) => `${size} / page`,
  more: 'More pages',
};

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Offer these sizes (needs onPageSizeChange). */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  siblings?: number;
  disabled?: boolean;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

/**
 * Page buttons with previous/next, a total and a page-size choice. Besides Tab + Enter/Space,
 * ArrowLeft/ArrowRight/Home/End on any page button move between pages and keep focus on the current one.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  siblings = 1,
  disabled = false,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  const labels = { ...defaultPaginationLabels, ...labelOverrides };
  // Garbage in (NaN, negatives, a zero size) degrades to an empty single page rather than NaN pages.
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const safeSize = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : 1;
  const pageCount = Math.max(Math.ceil(safeTotal / safeSize), 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const listRef = useRef<HTMLUListElement>(null);
  const focusCurrent = useRef(false);

  useEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    listRef.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  });

  const go = (target: number) => {
    const next = Math.min(Math.max(target, 1), pageCount);
    if (next !== current) onPageChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const targets: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 1, End: pageCount };
    const target = targets[event.key];
    if (target === undefined || disabled) return;
    event.preventDefault();
    focusCurrent.current = true;
    go(target);
  };

  // Previous / next: one page either way, off at the ends.
  const step = (label: string, icon: 'chevronLeft' | 'chevronRight', by: -1 | 1) => (
    <li>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={label}
        disabled={disabled || (by < 0 ? current <= 1 : current >= pageCount)}
        onClick={() => go(current + by)}
      >
        <Icon name={icon} />
      </Button>
    </li>
  );

  return (
    <nav aria-label={labels.nav} className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
      <span className="text-muted-foreground">{labels.total(safeTotal)}</span>
      {pageSizeOptions && onPageSizeChange && (
        <Select value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))} disabled={disabled}>
          <SelectTrigger aria-label={labels.rowsPerPage} size="sm" width="auto">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pageSizeOptions.map((size) => (
              <SelectItem key={size} value={String(size)}>
                {labels.pageSize(size)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      <ul ref={listRef} className="flex items-center gap-1" onKeyDown={onKeyDown}>
        {step(labels.previous, 'chevronLeft', -1)}
        {pageItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === current ? 'primary' : 'ghost'}
                size="page"
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className="inline-flex size-8 items-center justify-center text-muted-foreground">
              <Icon name="ellipsis" />
              <span className="sr-only">{labels.more}</span>
            </li>
          ),
        )}
        {step(labels.next, 'chevronRight', 1)}
      </ul>
    </nav>
  );
}
