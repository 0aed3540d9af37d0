import { describe, expect, it } from 'vitest';
import { checkStates, halfCheckedIds, settleChecked, toggleLinked } from './tree-checks';
import { buildTree, canMoveUnder, descendantIds, filterTree, fromTreeSelect, type TreeNode, withoutSubtree } from './tree-helpers';

interface Dept {
  deptId: number;
  parentId: number;
  deptName: string;
}

// 100 HQ ─┬ 101 East ─┬ 103 East-A
//         │           └ 104 East-B
//         └ 102 West
const rows: Dept[] = [
  { deptId: 100, parentId: 0, deptName: 'HQ' },
  { deptId: 101, parentId: 100, deptName: 'East' },
  { deptId: 102, parentId: 100, deptName: 'West' },
  { deptId: 103, parentId: 101, deptName: 'East-A' },
  { deptId: 104, parentId: 101, deptName: 'East-B' },
];
const shape = { id: (d: Dept) => String(d.deptId), parent: (d: Dept) => String(d.parentId), label: (d: Dept) => d.deptName };
const tree = buildTree(rows, shape);
const ids = (nodes: readonly TreeNode<unknown>[]): unknown[] => nodes.map((n) => (n.children.length ? [n.id, ids(n.children)] : n.id));

describe('buildTree', () => {
  it('nests rows under their parents in the given order; a row whose parent is absent is a root', () => {
    expect(ids(tree)).toEqual([['100', [['101', ['103', '104']], '102']]]);
    expect(ids(buildTree(rows.slice(1), shape))).toEqual([['101', ['103', '104']], '102']);
  });

  it('does not loop on a cycle in bad data', () => {
    const cyclic: Dept[] = [
      { deptId: 1, parentId: 2, deptName: 'a' },
      { deptId: 2, parentId: 1, deptName: 'b' },
    ];
    expect(ids(buildTree(cyclic, shape)).flat(Number.POSITIVE_INFINITY)).toEqual(expect.arrayContaining(['1', '2']));
  });

  it('reads the backend TreeSelect shape', () => {
    const nodes = fromTreeSelect([{ id: 1, label: 'root', children: [{ id: 2, label: 'leaf' }] }]);
    expect(ids(nodes)).toEqual([['1', ['2']]]);
    expect(nodes[0]?.children[0]?.label).toBe('leaf');
  });
});

describe('descendants and moves', () => {
  it('lists the subtree below a node', () => {
    expect([...descendantIds(tree, '101')].sort()).toEqual(['103', '104']);
    expect(descendantIds(tree, '104').size).toBe(0);
  });

  it('refuses a move under the node itself or its own descendant, allows others', () => {
    expect(canMoveUnder(tree, '101', '101')).toBe(false);
    expect(canMoveUnder(tree, '101', '103')).toBe(false);
    expect(canMoveUnder(tree, '100', '104')).toBe(false);
    expect(canMoveUnder(tree, '101', '102')).toBe(true);
    expect(canMoveUnder(tree, '103', '104')).toBe(true);
  });

  it('offers a parent picker without the node and its subtree', () => {
    expect(ids(withoutSubtree(tree, '101'))).toEqual([['100', ['102']]]);
  });

  it('filters by label keeping the ancestors of matches', () => {
    expect(ids(filterTree(tree, 'east-b'))).toEqual([['100', [['101', ['104']]]]]);
    expect(filterTree(tree, 'nothing')).toEqual([]);
    expect(ids(filterTree(tree, '  '))).toEqual(ids(tree));
  });
});

describe('linkage', () => {
  it('ticking a parent ticks its subtree; unticking one child half-ticks the parent and unticks the ancestors', () => {
    const all = toggleLinked(tree, new Set(), '101', true);
    expect([...all].sort()).toEqual(['101', '103', '104']);
    expect(checkStates(tree, all).get('100')).toBe('indeterminate');

    const one = toggleLinked(tree, all, '104', false);
    expect([...one].sort()).toEqual(['103']);
    expect(checkStates(tree, one).get('101')).toBe('indeterminate');
    expect(halfCheckedIds(tree, one).sort()).toEqual(['100', '101']);
  });

  it('ticking the last unticked child ticks the parents', () => {
    const some = toggleLinked(tree, new Set(['103', '102']), '104', true);
    expect([...some].sort()).toEqual(['100', '101', '102', '103', '104']);
    expect(checkStates(tree, some).get('100')).toBe('checked');
  });

  it('shows stored ids (checked + half-checked) with a half-ticked parent as half-ticked', () => {
    const shown = settleChecked(tree, ['100', '101', '103']);
    expect([...shown].sort()).toEqual(['103']);
    expect(checkStates(tree, shown).get('101')).toBe('indeterminate');
  });

  it('without linkage a box is only its own tick', () => {
    const own = new Set(['101']);
    expect(checkStates(tree, own, false).get('100')).toBe('unchecked');
    expect([...settleChecked(tree, ['100'], false)]).toEqual(['100']);
  });
});
