import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { session } from '../../app/services';
import { createQueryClient } from '../data/query-client';
import type { ListAction, ListColumn, ListPage, ListQuery, SearchField } from './list-types';
import { ListView } from './list-view';
import { useServerList } from './use-server-list';

interface Item {
  id: string;
  name: string;
}

const ITEMS: Item[] = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), name: `item-${i + 1}` }));
const FIELDS: SearchField[] = [{ name: 'imei', label: 'device.imei', kind: 'text' }];
const COLUMNS: ListColumn<Item>[] = [
  { id: 'name', label: 'device.sn', cell: (row) => row.name },
  { id: 'id', label: 'device.model', cell: (row) => `#${row.id}` },
];

function page({ filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Item>> {
  const matched = ITEMS.filter((item) => !filters.imei || item.name.includes(filters.imei));
  return Promise.resolve({ rows: matched.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matched.length });
}

interface HarnessProps {
  fetchPage: (q: ListQuery) => Promise<ListPage<Item>>;
  actions?: ListAction<Item>[];
  defaults?: Record<string, string>;
  validate?: (filters: Readonly<Record<string, string>>) => string | null;
  emptyText?: string;
}

function Harness({ fetchPage, actions, defaults, validate, emptyText }: HarnessProps) {
  const list = useServerList<Item>({ queryKey: ['items'], fields: FIELDS, fetchPage, ...(defaults ? { defaults } : {}) });
  return (
    <ListView
      list={list}
      fields={FIELDS}
      columns={COLUMNS}
      actions={actions}
      getRowId={(r) => r.id}
      rowName={(r) => r.name}
      caption="items"
      {...(validate ? { validate } : {})}
      {...(emptyText ? { emptyText } : {})}
    />
  );
}

function mount(ui: ReactNode, search = '') {
  const location = memoryLocation({ path: '/house-device/device', searchPath: search, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  session.state.permissions = [];
});

interface Dept extends Item {
  parentId: string;
}
const DEPTS: Dept[] = [
  { id: '1', name: 'HQ', parentId: '0' },
  { id: '2', name: 'East', parentId: '1' },
  { id: '3', name: 'East-A', parentId: '2' },
];
const parentOf = (d: Dept) => d.parentId;

function TreeHarness() {
  const list = useServerList<Dept>({ queryKey: ['depts'], fields: FIELDS, fetchPage: () => Promise.resolve({ rows: DEPTS, total: DEPTS.length }) });
  return <ListView list={list} fields={FIELDS} columns={COLUMNS} getRowId={(r) => r.id} rowName={(r) => r.name} caption="depts" tree={{ parent: parentOf, expandAll: true }} />;
}

describe('ListView', () => {
  it('restores page and filter from the URL and writes a search back to it, at page 1', async () => {
    const fetchPage = vi.fn(page);
    const location = mount(<Harness fetchPage={fetchPage} />, 'imei=item-2&pageNum=1');
    expect(await screen.findByText('item-20')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '设备IMEI' })).toHaveProperty('value', 'item-2');
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: '设备IMEI' }));
    await user.type(screen.getByRole('textbox', { name: '设备IMEI' }), 'item-1');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/house-device/device?imei=item-1'));
    expect(await screen.findByText('item-18')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ filters: { imei: 'item-1' }, pageNum: 1, pageSize: 10 });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/house-device/device'));
    expect(screen.getByRole('textbox', { name: '设备IMEI' })).toHaveProperty('value', '');
  });

  it('pages on the server and keeps the page in the URL', async () => {
    const location = mount(<Harness fetchPage={page} />);
    expect(await screen.findByText('共 25 条')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/house-device/device?pageNum=3'));
    expect(await screen.findByText('item-25')).toBeTruthy();
    expect(screen.queryByText('item-1')).toBeNull();
  });

  it('shows only the actions the user holds, and asks before a destructive one', async () => {
    session.state.permissions = ['house:device:remove'];
    const remove = vi.fn();
    const add = vi.fn();
    mount(
      <Harness
        fetchPage={page}
        actions={[
          { id: 'add', permissions: ['house:device:add'], placement: 'toolbar', run: add },
          { id: 'delete', permissions: ['house:device:remove'], placement: 'toolbar', selection: 'some', destructive: true, run: remove },
        ]}
      />,
    );
    await screen.findByText('item-1');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    const del = screen.getByRole('button', { name: '删除' });
    expect(del).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: '选择 item-2' }));
    await user.click(del);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('是否确认删除"item-2"的数据项？')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(remove).toHaveBeenCalledWith([{ id: '2', name: 'item-2' }]);
  });

  it("puts row actions in each row, named by the row, and asks a row action's own question", async () => {
    session.state.permissions = ['house:device:edit'];
    const unbind = vi.fn();
    const edit = vi.fn();
    mount(
      <Harness
        fetchPage={page}
        actions={[
          { id: 'edit', permissions: ['house:device:edit'], placement: 'row', run: edit },
          { id: 'unbind', permissions: ['house:device:edit'], placement: 'row', destructive: true, confirm: { one: 'list.confirmUnbind', many: 'list.confirmUnbindSelected' }, run: unbind },
          { id: 'delete', permissions: ['house:device:remove'], placement: 'row', destructive: true, run: vi.fn() },
        ]}
      />,
    );
    await screen.findByText('item-1');
    expect(screen.queryByRole('button', { name: '删除 item-3' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '修改 item-3' }));
    expect(edit).toHaveBeenCalledWith([{ id: '3', name: 'item-3' }]);
    await user.click(screen.getByRole('button', { name: '解绑 item-4' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('是否确认解绑"item-4"？')).toBeTruthy();
    expect(unbind).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(unbind).toHaveBeenCalledWith([{ id: '4', name: 'item-4' }]);
  });

  it('offers a row action only on the rows it is available for', async () => {
    session.state.permissions = ['house:workorder:handle'];
    const receive = vi.fn();
    mount(<Harness fetchPage={page} actions={[{ id: 'receive', permissions: ['house:workorder:handle'], placement: 'row', available: (row) => Number(row.id) % 2 === 0, run: receive }]} />);
    await screen.findByText('item-1');
    expect(screen.queryByRole('button', { name: '接收 item-1' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '接收 item-2' }));
    expect(receive).toHaveBeenCalledWith([{ id: '2', name: 'item-2' }]);
  });

  it('shows three row actions as buttons and puts the rest in 更多, counting only those the user holds', async () => {
    session.state.permissions = ['house:device:edit', 'house:device:share', 'house:device:remove'];
    const remove = vi.fn();
    mount(
      <Harness
        fetchPage={page}
        actions={[
          { id: 'edit', permissions: ['house:device:edit'], placement: 'row', run: vi.fn() },
          // Not held: neither a button nor in the menu, and not counted.
          { id: 'unbind', permissions: ['house:device:unbind'], placement: 'row', run: vi.fn() },
          { id: 'share', permissions: ['house:device:share'], placement: 'row', run: vi.fn() },
          { id: 'probes', permissions: ['house:device:edit'], placement: 'row', run: vi.fn() },
          { id: 'sim', permissions: ['house:device:edit'], placement: 'row', run: vi.fn() },
          { id: 'delete', permissions: ['house:device:remove'], placement: 'row', destructive: true, run: remove },
        ]}
      />,
    );
    await screen.findByText('item-1');
    const row = screen.getByRole('row', { name: /item-2/ });
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['修改 item-2', '分享 item-2', '探头 item-2', '更多 item-2']);
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: '更多 item-2' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['流量与账户', '删除']);
    await user.click(within(menu).getByRole('menuitem', { name: '删除' }));
    // A destructive action from the menu still asks first.
    const dialog = await screen.findByRole('alertdialog');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(remove).toHaveBeenCalledWith([{ id: '2', name: 'item-2' }]);
  });

  it('shows no 更多 for a row with three actions or fewer', async () => {
    session.state.permissions = ['*:*:*'];
    mount(
      <Harness
        fetchPage={page}
        actions={[
          { id: 'edit', permissions: ['house:device:edit'], placement: 'row', run: vi.fn() },
          { id: 'share', permissions: ['house:device:share'], placement: 'row', run: vi.fn() },
          { id: 'delete', permissions: ['house:device:remove'], placement: 'row', run: vi.fn() },
        ]}
      />,
    );
    await screen.findByText('item-1');
    expect(screen.getAllByRole('button', { name: /^删除 item-/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /^更多/ })).toBeNull();
  });

  it('starts from its default filters, and a refused search says why and fetches nothing', async () => {
    const fetchPage = vi.fn(page);
    const location = mount(<Harness fetchPage={fetchPage} defaults={{ imei: 'item-2' }} validate={(filters) => (filters.imei ? null : '请选择报警时间')} />);
    expect(await screen.findByText('item-20')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ filters: { imei: 'item-2' }, pageNum: 1, pageSize: 10 });
    expect(screen.getByRole('textbox', { name: '设备IMEI' })).toHaveProperty('value', 'item-2');
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: '设备IMEI' }));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择报警时间');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(location.history.at(-1)).toBe('/house-device/device');
    await user.type(screen.getByRole('textbox', { name: '设备IMEI' }), 'item-1');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/house-device/device?imei=item-1'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('重置 shows the default filters again, also when the list already had them', async () => {
    mount(<Harness fetchPage={page} defaults={{ imei: 'item-2' }} />);
    expect(await screen.findByText('item-20')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: '设备IMEI' });
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'typed, not searched');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(field).toHaveProperty('value', 'item-2');
  });

  it('搜索 with the filters already applied fetches again', async () => {
    const fetchPage = vi.fn(page);
    mount(<Harness fetchPage={fetchPage} />, 'imei=item-2');
    expect(await screen.findByText('item-20')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
  });

  it("says the list's own empty text", async () => {
    mount(<Harness fetchPage={() => Promise.resolve({ rows: [], total: 0 })} emptyText="暂无报警信息" />);
    expect(await screen.findByText('暂无报警信息')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('hides a column from the column toggle', async () => {
    mount(<Harness fetchPage={page} />);
    await screen.findByText('#1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '显示列' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: '设备型号' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('#1')).toBeNull());
    expect(screen.getByText('item-1')).toBeTruthy();
  });

  it('shows a localized empty state, and an error state with a retry', async () => {
    const fetchPage = vi.fn().mockRejectedValueOnce(new Error('服务器错误')).mockResolvedValue({ rows: [], total: 0 });
    mount(<Harness fetchPage={fetchPage} />);
    // It names what could not be loaded: the list's caption.
    expect((await screen.findByRole('alert')).textContent).toContain('items加载失败：服务器错误');
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('a tree list nests rows under their parents, without a pager, and expands or collapses them all', async () => {
    mount(<TreeHarness />);
    const table = await screen.findByRole('table', { name: 'depts' });
    const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await waitFor(() => expect(names()).toEqual(['HQ', 'East', 'East-A']));
    expect(screen.queryByRole('navigation')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '展开/折叠' }));
    expect(names()).toEqual(['HQ']);
    await user.click(within(table).getByRole('button', { name: '展开' }));
    expect(names()).toEqual(['HQ', 'East']);
    // With some rows open the toggle closes them all; with none, it opens them all.
    await user.click(screen.getByRole('button', { name: '展开/折叠' }));
    expect(names()).toEqual(['HQ']);
    await user.click(screen.getByRole('button', { name: '展开/折叠' }));
    expect(names()).toEqual(['HQ', 'East', 'East-A']);
  });
});
