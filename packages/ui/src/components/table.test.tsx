import type { ColumnDef } from '@tanstack/react-table';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Table } from './table';

interface Device {
  imei: string;
  name: string;
  battery: number;
}

const columns: ColumnDef<Device>[] = [
  { accessorKey: 'imei', header: 'IMEI', enableSorting: false },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'battery', header: 'Battery' },
];

const devices: Device[] = [
  { imei: '861001', name: 'Gas B', battery: 80 },
  { imei: '861002', name: 'Gas A', battery: 20 },
  { imei: '861003', name: 'Gas C', battery: 55 },
];

const many = (count: number): Device[] =>
  Array.from({ length: count }, (_, i) => ({ imei: `86${String(i).padStart(6, '0')}`, name: `Device ${i}`, battery: i % 100 }));

/** Body rows' first data cell, in order. */
function firstColumn(index = 0) {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);
}

function ServerPaged() {
  const [page, setPage] = useState(1);
  const all = many(45);
  return (
    <Table
      columns={columns}
      data={all.slice((page - 1) * 20, page * 20)}
      pagination={{ mode: 'server', page, pageSize: 20, total: 45, onPageChange: setPage }}
    />
  );
}

describe('Table', () => {
  it('sorts on header click and on Enter, exposing aria-sort', async () => {
    const user = userEvent.setup();
    const onSortingChange = vi.fn();
    render(<Table columns={columns} data={devices} onSortingChange={onSortingChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'IMEI' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'IMEI' })).queryByRole('button')).toBeNull();

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn(1)).toEqual(['Gas A', 'Gas B', 'Gas C']);
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);

    await user.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn(1)).toEqual(['Gas C', 'Gas B', 'Gas A']);

    const batteryButton = within(screen.getByRole('columnheader', { name: /Battery/ })).getByRole('button');
    batteryButton.focus();
    await user.keyboard('{Enter}');
    // Numbers sort descending first, as TanStack does for numeric columns.
    expect(firstColumn(2)).toEqual(['80', '55', '20']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  });

  it('selects rows and all rows with checkboxes, reporting the selection', async () => {
    const user = userEvent.setup();
    const onRowSelectionChange = vi.fn();
    render(
      <Table
        columns={columns}
        data={devices}
        getRowId={(d) => d.imei}
        selectable
        rowLabel={(d) => `Select ${d.imei}`}
        onRowSelectionChange={onRowSelectionChange}
        labels={{ selectAll: '全选' }}
      />,
    );
    const all = screen.getByRole('checkbox', { name: '全选' });
    await user.click(screen.getByRole('checkbox', { name: 'Select 861002' }));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ '861002': true });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('checkbox', { name: 'Select 861002' }).closest('tr')).toHaveAttribute('data-state', 'selected');

    all.focus();
    await user.keyboard(' ');
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ '861001': true, '861002': true, '861003': true });
    expect(all).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({});
    expect(all).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps selection on the same rows after sorting (stable ids)', async () => {
    const user = userEvent.setup();
    render(<Table columns={columns} data={devices} getRowId={(d) => d.imei} selectable rowLabel={(d) => d.imei} />);
    await user.click(screen.getByRole('checkbox', { name: '861001' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(screen.getByRole('checkbox', { name: '861001' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: '861002' })).toHaveAttribute('aria-checked', 'false');
  });

  it('pages its own data on the client', async () => {
    const user = userEvent.setup();
    render(<Table columns={columns} data={many(25)} pagination={{ mode: 'client', pageSize: 10 }} />);
    expect(firstColumn(1)).toHaveLength(10);
    expect(firstColumn(1)[0]).toBe('Device 0');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(firstColumn(1)).toEqual(['Device 20', 'Device 21', 'Device 22', 'Device 23', 'Device 24']);
    expect(screen.getByText('Total 25')).toBeInTheDocument();
  });

  it('falls back to the last page when the data shrinks under the current one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Table columns={columns} data={many(25)} pagination={{ mode: 'client', pageSize: 10 }} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    rerender(<Table columns={columns} data={many(12)} pagination={{ mode: 'client', pageSize: 10 }} />);
    expect(firstColumn(1)).toEqual(['Device 10', 'Device 11']);
    expect(screen.getByRole('button', { current: 'page' })).toHaveAccessibleName('Page 2');
  });

  it('delegates paging to the caller in server mode', async () => {
    const user = userEvent.setup();
    render(<ServerPaged />);
    expect(firstColumn(1)).toHaveLength(20);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(firstColumn(1)).toEqual(['Device 40', 'Device 41', 'Device 42', 'Device 43', 'Device 44']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('lets keyboard users reach the scrolling body of a virtualised table with Tab', async () => {
    const user = userEvent.setup();
    render(<Table columns={columns} data={many(500)} virtual={{ height: 400, rowHeight: 40 }} />);
    await user.tab();
    expect(screen.getByRole('table').parentElement).toHaveFocus();
  });

  it('reads no layout for a table that is not virtualised (a read in the first commit forces the page layout early)', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get');
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
    render(<Table columns={columns} data={many(10)} />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(width).not.toHaveBeenCalled();
    expect(height).not.toHaveBeenCalled();
    render(<Table columns={columns} data={many(500)} virtual={{ height: 400, rowHeight: 40 }} />);
    // The virtualised one measures its scrolling box, as it must.
    expect(height.mock.calls.length + width.mock.calls.length).toBeGreaterThan(0);
    width.mockRestore();
    height.mockRestore();
  });

  it('renders only a window of 5,000 rows and follows scrolling', () => {
    render(<Table columns={columns} data={many(5000)} virtual={{ height: 400, rowHeight: 40, overscan: 5 }} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    const rendered = firstColumn(1);
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThanOrEqual(25);
    expect(rendered[0]).toBe('Device 0');

    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = 40 * 3000;
    fireEvent.scroll(scroller);
    const after = firstColumn(1);
    expect(after.length).toBeLessThanOrEqual(25);
    expect(after).toContain('Device 3000');
    expect(after).not.toContain('Device 0');
    const row3000 = screen.getByText('Device 3000').closest('tr');
    expect(row3000).toHaveAttribute('aria-rowindex', '3002');
  });

  it('shows the empty state and the loading state', () => {
    const { rerender } = render(<Table columns={columns} data={[]} labels={{ empty: '暂无数据', loading: '加载中' }} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Table columns={columns} data={[]} loading labels={{ empty: '暂无数据', loading: '加载中' }} />);
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('reports row clicks but not checkbox clicks', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<Table columns={columns} data={devices} selectable rowLabel={(d) => d.imei} onRowClick={onRowClick} />);
    await user.click(screen.getByText('Gas A'));
    expect(onRowClick).toHaveBeenCalledWith(devices[1]);
    await user.click(screen.getByRole('checkbox', { name: '861003' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a column pinned to the right at the end of each row, stuck to the right edge while the rest scrolls', () => {
    const withActions: ColumnDef<Device>[] = [{ id: 'actions', header: 'Actions', cell: ({ row }) => `act ${row.original.imei}` }, ...columns];
    render(<Table columns={withActions} data={devices} columnPinning={{ right: ['actions'] }} />);
    const header = screen.getAllByRole('columnheader').at(-1);
    expect(header).toHaveTextContent('Actions');
    expect(header).toHaveStyle({ right: '0px' });
    expect(header?.className).toContain('sm:sticky');
    const [, body] = screen.getAllByRole('rowgroup');
    for (const row of within(body as HTMLElement).getAllByRole('row')) {
      const last = within(row).getAllByRole('cell').at(-1);
      expect(last?.textContent).toMatch(/^act 86100\d$/);
      expect(last).toHaveStyle({ right: '0px' });
      expect(last?.className).toContain('sm:sticky');
    }
    // An unpinned cell scrolls with the table.
    expect(within(body as HTMLElement).getAllByRole('cell')[0]?.className).not.toContain('sticky');
  });

  describe('tree rows', () => {
    interface Dept {
      name: string;
      children?: Dept[];
    }
    const depts: Dept[] = [{ name: 'HQ', children: [{ name: 'East', children: [{ name: 'East-A' }] }, { name: 'West' }] }];
    const deptColumns: ColumnDef<Dept>[] = [{ id: 'name', header: 'Name', cell: ({ row }) => row.original.name }];
    const names = () => screen.getAllByRole('row').slice(1).map((row) => row.textContent);

    it('shows the roots first and opens a row with its toggle, one level at a time', async () => {
      const user = userEvent.setup();
      render(<Table columns={deptColumns} data={depts} tree={{ getSubRows: (d) => d.children }} labels={{ expand: '展开', collapse: '折叠' }} />);
      expect(names()).toEqual(['HQ']);
      await user.click(screen.getByRole('button', { name: '展开' }));
      expect(names()).toEqual(['HQ', 'East', 'West']);
      expect(screen.getByRole('button', { name: '折叠' })).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getAllByRole('button', { name: '展开' })[0] as HTMLElement);
      expect(names()).toEqual(['HQ', 'East', 'East-A', 'West']);
    });

    it('opens every row when expanded is true and lets the caller collapse them all', () => {
      const { rerender } = render(<Table columns={deptColumns} data={depts} tree={{ getSubRows: (d) => d.children, expanded: true, onExpandedChange: () => {} }} />);
      expect(names()).toEqual(['HQ', 'East', 'East-A', 'West']);
      rerender(<Table columns={deptColumns} data={depts} tree={{ getSubRows: (d) => d.children, expanded: {}, onExpandedChange: () => {} }} />);
      expect(names()).toEqual(['HQ']);
    });
  });
});
