import { cleanup, render, screen, within } from '@testing-library/react';
import { Table } from '@vigil/ui';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settings } from '../../app/services';
import { createTranslator } from '../../i18n/translator';
import type { ListAction, ListColumn } from './list-types';
import { ACTIONS_PINNED, orDash, tableColumns } from './table-columns';

interface Item {
  id: string;
  name: string;
  note: ReactNode;
}

// The language the rendered buttons speak (the test browser's first visit).
const t = createTranslator(settings.state.language).t;
const COLUMNS: ListColumn<Item>[] = [
  { id: 'name', label: 'device.sn', cell: (row) => row.name },
  { id: 'note', label: 'device.model', cell: (row) => row.note },
];
const EDIT: ListAction<Item> = { id: 'edit', permissions: 'session', placement: 'row', run: vi.fn() };

function renderTable(input: { hidden?: string[]; rowActions?: ListAction<Item>[] }, rows: Item[]) {
  const columns = tableColumns<Item>({ columns: COLUMNS, hidden: new Set(input.hidden), rowActions: input.rowActions ?? [], rowName: (row) => row.name, onTrigger: vi.fn(), t });
  render(<Table caption="Items" columns={columns} data={rows} getRowId={(row) => row.id} columnPinning={input.rowActions?.length ? ACTIONS_PINNED : undefined} />);
  return columns;
}

afterEach(cleanup);

describe('orDash', () => {
  it('shows "—" for a value absent or empty, and any other value as it is (0 and false included)', () => {
    expect(orDash(null)).toBe('—');
    expect(orDash(undefined)).toBe('—');
    expect(orDash('')).toBe('—');
    expect(orDash(0)).toBe(0);
    expect(orDash(false)).toBe(false);
    expect(orDash('Kitchen')).toBe('Kitchen');
  });
});

describe('tableColumns', () => {
  it('shows the columns the user did not hide, a cell with nothing as "—", and no 操作 column without row actions', () => {
    const columns = renderTable({ hidden: [] }, [{ id: '1', name: 'Kitchen', note: null }]);
    expect(columns.map((c) => c.id)).toEqual(['name', 'note']);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toContain('—');
    expect(screen.queryByRole('columnheader', { name: t('list.actions') })).toBeNull();
  });

  it('leaves out a hidden column', () => {
    expect(renderTable({ hidden: ['note'] }, []).map((c) => c.id)).toEqual(['name']);
  });

  it('puts the row actions last, in the 操作 column the table pins, each named by its row', () => {
    const columns = renderTable({ rowActions: [EDIT] }, [{ id: '1', name: 'Kitchen', note: 'n' }]);
    expect(columns.at(-1)?.id).toBe(ACTIONS_PINNED.right?.[0]);
    expect(screen.getByRole('columnheader', { name: t('list.actions') })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(`${t('list.edit')}.*Kitchen`) })).toBeTruthy();
  });

  it('leaves a row action out of the rows it is not available for', () => {
    renderTable({ rowActions: [{ ...EDIT, available: (row) => row.name !== 'Locked' }] }, [
      { id: '1', name: 'Kitchen', note: 'n' },
      { id: '2', name: 'Locked', note: 'n' },
    ]);
    expect(screen.getAllByRole('button', { name: new RegExp(t('list.edit')) })).toHaveLength(1);
  });
});
