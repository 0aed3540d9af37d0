import type { Menu } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../i18n/translator';
import { flatten, type TreeNode } from '../../tree';
import { isPermissionGroup, roleMenuNodes } from './role-menu-nodes';

const menu = (menuId: number, parentId: number, menuType: Menu['menuType'], menuName: string, perms = ''): Menu => ({ menuId, parentId, menuType, menuName, perms });

// As vigil-mock seeds them (and as a catalogue-level button list of a RuoYi backend looks): the buttons of a module
// sit under its catalogue, named by their raw permission strings.
const HOUSE: Menu[] = [
  menu(1, 0, 'M', '家用报警器'),
  menu(2, 1, 'C', '设备管理'),
  menu(3, 1, 'F', 'device:list', 'house:device:list'),
  menu(4, 1, 'F', 'device:add', 'house:device:add'),
  menu(5, 1, 'F', 'alarm:remove', 'house:alarm:remove'),
  menu(6, 1, 'F', 'device:export', 'house:device:export'),
  menu(7, 1, 'F', 'workorder:handle', 'house:workorder:handle'),
  // A button of the backend's own the table has no words for.
  menu(8, 1, 'F', 'device:calibrate', 'house:device:calibrate'),
  menu(9, 1, 'F', '夜间巡检', 'house:patrol:night'),
];
// RuoYi's own shape: the buttons under their page, named by people.
const SYSTEM: Menu[] = [menu(20, 0, 'M', '系统管理'), menu(21, 20, 'C', '用户管理', 'system:user:list'), menu(22, 21, 'F', '用户查询', 'system:user:query'), menu(23, 21, 'F', '重置密码', 'system:user:resetPwd'), menu(24, 20, 'C', '参数设置', 'system:config:list'), menu(25, 24, 'F', '参数导出', 'system:config:export')];

type Shape = { label: string; hint?: string; children?: Shape[] };
const shape = (nodes: readonly TreeNode<unknown>[]): Shape[] =>
  nodes.map((n) => ({ label: n.label, ...(n.hint ? { hint: n.hint } : {}), ...(n.children.length > 0 ? { children: shape(n.children) } : {}) }));

describe('the role menu tree (menus by their titles, buttons by their permission in the UI language, grouped)', () => {
  it('groups a catalogue’s buttons by resource and names them by action, in zh-CN', () => {
    expect(shape(roleMenuNodes(HOUSE, createTranslator('zh-CN').t))).toEqual([
      {
        label: '家用报警器',
        children: [
          { label: '设备管理' },
          { label: '设备', children: [{ label: '列表' }, { label: '新增' }, { label: '导出' }, { label: 'device:calibrate', hint: 'house:device:calibrate' }] },
          { label: '报警', children: [{ label: '删除' }] },
          { label: '工单', children: [{ label: '处理' }] },
          { label: '夜间巡检', hint: 'house:patrol:night' },
        ],
      },
    ]);
  });

  it('says the same in English, and shows no raw permission string for a known permission', () => {
    const nodes = roleMenuNodes(HOUSE, createTranslator('en').t);
    expect(shape(nodes)[0]?.children?.slice(1, 4)).toEqual([
      { label: 'Devices', children: [{ label: 'List' }, { label: 'Add' }, { label: 'Export' }, { label: 'device:calibrate', hint: 'house:device:calibrate' }] },
      { label: 'Alarms', children: [{ label: 'Delete' }] },
      { label: 'Work orders', children: [{ label: 'Handle' }] },
    ]);
    const known = flatten(nodes).filter((n) => n.row?.menuType === 'F' && !['house:device:calibrate', 'house:patrol:night'].includes(n.row.perms ?? ''));
    expect(known).toHaveLength(5);
    for (const node of known) expect(`${node.label} ${node.hint ?? ''}`).not.toMatch(/\w+:\w+/);
  });

  it('leaves buttons under their page as they are, named by action (RuoYi’s shape); system:config is the parameters', () => {
    expect(shape(roleMenuNodes(SYSTEM, createTranslator('zh-CN').t))).toEqual([
      { label: '系统管理', children: [{ label: '用户管理', children: [{ label: '查询' }, { label: '重置密码' }] }, { label: '参数设置', children: [{ label: '导出' }] }] },
    ]);
  });

  it('marks the groups it adds, which are never menu ids', () => {
    const groups = flatten(roleMenuNodes(HOUSE, createTranslator('zh-CN').t)).filter((n) => n.row === null);
    expect(groups.map((g) => g.label)).toEqual(['设备', '报警', '工单']);
    for (const group of groups) expect(isPermissionGroup(group.id)).toBe(true);
    for (const id of ['1', '3', '42']) expect(isPermissionGroup(id)).toBe(false);
  });
});
