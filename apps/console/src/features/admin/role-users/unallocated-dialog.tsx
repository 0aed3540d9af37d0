import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, type ColumnDef, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, type RowSelectionState, Table } from '@vigil/ui';
import { useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { toasts } from '../../../app/services';
import { useT } from '../../../i18n/use-t';
import { useAfterSave } from '../../data/use-after-save';
import { useDateTime } from '../../format/use-date-time';
import type { ListQuery } from '../../list/list-types';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../list/list-url';
import { SearchForm } from '../../list/search-form';
import { useTableLabels } from '../../list/use-table-labels';
import type { User } from '../users/user-queries';
import { roleUserColumns } from './role-user-columns';
import { fetchRoleUserPage, ROLE_USER_SEARCH_FIELDS, ROLE_USERS_KEY } from './role-user-queries';

export interface UnallocatedDialogProps {
  roleId: string;
  selfId: string | null;
  onClose: () => void;
}

/**
 * RuoYi's 选择用户 dialog: the users without the role (search, paging, selection); 添加 gives one, 确定 the selection.
 * The signed-in user cannot be chosen: trying says so (spec §8) and calls nothing. Its list state stays in the dialog.
 */
export function UnallocatedDialog({ roleId, selfId, onClose }: UnallocatedDialogProps) {
  const t = useT();
  const time = useDateTime();
  const labels = useTableLabels();
  const afterSave = useAfterSave(ROLE_USERS_KEY);
  const [state, setState] = useState<ListQuery>({ filters: {}, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const query = useQuery({ queryKey: [...ROLE_USERS_KEY, roleId, 'unallocated', state], queryFn: () => fetchRoleUserPage(fullClient, roleId, false, state), placeholderData: keepPreviousData });
  const rows = query.data?.rows ?? [];

  const give = async (users: readonly User[]) => {
    if (users.length === 0) return void toasts.toast({ title: t('roleUser.pickOne'), variant: 'error' });
    if (users.some((u) => String(u.userId) === selfId)) return void toasts.toast({ title: t('spec.selectedSelf'), variant: 'error' });
    const result = await afterSave(fullClient.roles.selectUsers({ roleId, userIds: users.map((u) => u.userId) }), 'roleUser.authorized');
    if (result.code === 200) onClose();
  };

  // Rebuilt each render (a handful of rows): the add button calls the current `give`.
  const columns: ColumnDef<User>[] = [
      ...roleUserColumns(time).map((c): ColumnDef<User> => ({ id: c.id, header: () => t(c.label), cell: ({ row }) => c.cell(row.original), enableSorting: false })),
      {
        id: '__actions',
        header: () => t('list.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button size="sm" variant="link" aria-label={`${t('list.add')} ${row.original.userName}`} onClick={() => void give([row.original])}>
            {t('list.add')}
          </Button>
        ),
      },
  ];

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg" className="max-w-3xl" closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('roleUser.selectTitle')}</DialogTitle>
        </DialogHeader>
        <div className="grid min-w-0 gap-3">
          <SearchForm
            fields={ROLE_USER_SEARCH_FIELDS}
            values={state.filters}
            onSearch={(filters) => setState({ ...state, filters, pageNum: 1 })}
            onReset={() => setState({ ...state, filters: {}, pageNum: 1 })}
          />
          <Table
            className="max-h-[50vh] min-w-0 overflow-auto [&_td]:whitespace-nowrap"
            caption={t('roleUser.unallocatedTable')}
            columns={columns}
            data={rows}
            getRowId={(u) => String(u.userId)}
            loading={query.isFetching}
            selectable
            rowSelection={selection}
            onRowSelectionChange={setSelection}
            rowLabel={(u) => t('list.selectRow', { name: u.userName })}
            labels={labels.table}
            paginationLabels={labels.pagination}
            pagination={{
              mode: 'server',
              page: state.pageNum,
              pageSize: state.pageSize,
              total: query.data?.total ?? 0,
              onPageChange: (pageNum) => setState({ ...state, pageNum }),
              pageSizeOptions: PAGE_SIZES,
              onPageSizeChange: (pageSize) => setState({ ...state, pageSize, pageNum: 1 }),
            }}
          />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="button" data-testid="role-user-select" onClick={() => void give(rows.filter((u) => selection[String(u.userId)]))}>
            {t('form.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
