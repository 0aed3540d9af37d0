import type { PaginationLabels, TableLabels } from '@vigil/ui';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';

/** The table's and pager's texts in the current language. */
export function useTableLabels(): { table: TableLabels; pagination: PaginationLabels } {
  const t = useT();
  return useMemo(
    () => ({
      table: { empty: t('list.empty'), loading: t('list.loading'), selectAll: t('list.selectAll'), selectRow: t('list.selectRow', { name: '' }),
        expand: t('tree.expand'),
        collapse: t('tree.collapse'),
      },
      pagination: {
        nav: t('list.pagination'),
        previous: t('list.previousPage'),
        next: t('list.nextPage'),
        page: (page: number) => t('list.page', { page }),
        total: (total: number) => t('list.total', { total }),
        rowsPerPage: t('list.rowsPerPage'),
        pageSize: (size: number) => t('list.pageSize', { size }),
        more: t('list.morePages'),
      },
    }),
    [t],
  );
}
