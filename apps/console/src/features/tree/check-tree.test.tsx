import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckTree } from './check-tree';
import { buildTree } from './tree-helpers';
import { TreeFilter } from './tree-filter';
import { TreeSelect } from './tree-select';

interface Menu {
  id: string;
  parent: string;
  name: string;
}
const menus: Menu[] = [
  { id: '1', parent: '0', name: '系统管理' },
  { id: '2', parent: '1', name: '用户管理' },
  { id: '3', parent: '1', name: '角色管理' },
  { id: '4', parent: '0', name: '系统监控' },
];
const nodes = buildTree(menus, { id: (m) => m.id, parent: (m) => m.parent, label: (m) => m.name });

afterEach(cleanup);

function Checks({ initial = [] as string[] }) {
  const [checked, setChecked] = useState(() => new Set(initial));
  const [linked, setLinked] = useState(true);
  return (
    <>
      <CheckTree nodes={nodes} checked={checked} onCheckedChange={setChecked} linked={linked} onLinkedChange={setLinked} aria-label="菜单权限" />
      <output data-testid="checked">{[...checked].sort().join(',')}</output>
    </>
  );
}

function PickMenu() {
  const [value, setValue] = useState<string | undefined>('4');
  return <TreeSelect nodes={nodes} value={value} onChange={setValue} aria-label="上级菜单" />;
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const checkedIds = () => screen.getByTestId('checked').textContent;

describe('CheckTree', () => {
  it('ticks a subtree with its parent, half-ticks the parent when one child is unticked, and ticks by keyboard', async () => {
    const user = userEvent.setup();
    render(<Checks />);
    const tree = screen.getByRole('tree', { name: '菜单权限' });
    expect(within(tree).getAllByRole('treeitem').map((i) => i.textContent)).toEqual(['系统管理', '系统监控']);

    await user.click(item('系统管理'));
    expect(checkedIds()).toBe('1,2,3');
    expect(item('系统管理').getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('button', { name: '展开全部' }));
    await user.click(item('角色管理'));
    expect(checkedIds()).toBe('2');
    expect(item('系统管理').getAttribute('aria-checked')).toBe('mixed');

    item('角色管理').focus();
    await user.keyboard(' ');
    expect(checkedIds()).toBe('1,2,3');
  });

  it('selects all and none, and without linkage a tick is the node alone', async () => {
    const user = userEvent.setup();
    render(<Checks />);
    await user.click(screen.getByRole('button', { name: '全选' }));
    expect(checkedIds()).toBe('1,2,3,4');
    await user.click(screen.getByRole('button', { name: '全不选' }));
    expect(checkedIds()).toBe('');
    await user.click(screen.getByRole('checkbox', { name: '父子联动' }));
    await user.click(item('系统管理'));
    expect(checkedIds()).toBe('1');
  });
});

describe('TreeFilter and TreeSelect', () => {
  it('filters by name keeping ancestors, and picks or clears a node', async () => {
    const user = userEvent.setup();
    const picks: (string | undefined)[] = [];
    render(<TreeFilter nodes={nodes} selected="2" onSelect={(id) => picks.push(id)} aria-label="部门" />);
    expect(screen.getAllByRole('treeitem')).toHaveLength(4);
    expect(item('用户管理').getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: '搜索 部门' }), '角色');
    expect(screen.getAllByRole('treeitem').map((i) => i.textContent)).toEqual(['系统管理', '角色管理']);
    await user.click(item('角色管理'));
    await user.clear(screen.getByRole('searchbox'));
    await user.click(item('用户管理'));
    expect(picks).toEqual(['3', undefined]);
  });

  it('a tree select shows the picked label and picks from its popover', async () => {
    const user = userEvent.setup();
    render(<PickMenu />);
    const trigger = screen.getByRole('button', { name: '上级菜单' });
    expect(trigger.textContent).toContain('系统监控');
    await user.click(trigger);
    await user.click(item('角色管理'));
    expect(screen.getByRole('button', { name: '上级菜单' }).textContent).toContain('角色管理');
    expect(screen.queryByRole('tree')).toBeNull();
  });
});
