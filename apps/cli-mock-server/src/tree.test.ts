import { describe, expect, it } from 'vitest';
import { descendantsOf, nest } from './tree';

const depts = [
  { deptId: 1, parentId: 0, deptName: 'Head office' },
  { deptId: 2, parentId: 1, deptName: 'East' },
  { deptId: 3, parentId: 2, deptName: 'East team' },
  { deptId: 4, parentId: 3, deptName: 'East night shift' },
  { deptId: 5, parentId: 1, deptName: 'West' },
];

describe('descendantsOf', () => {
  it('lists every row below, at any depth, not the row itself', () => {
    expect(descendantsOf(depts, 'deptId', 'parentId', 2)).toEqual(new Set(['3', '4']));
    expect(descendantsOf(depts, 'deptId', 'parentId', '1')).toEqual(new Set(['2', '3', '4', '5']));
    expect(descendantsOf(depts, 'deptId', 'parentId', 4)).toEqual(new Set());
    expect(descendantsOf(depts, 'deptId', 'parentId', 99)).toEqual(new Set());
  });

  it('ends on a cycle instead of looping', () => {
    const cyclic = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect(descendantsOf(cyclic, 'id', 'parentId', 1)).toEqual(new Set(['2']));
  });
});

describe('nest', () => {
  it('puts each row under its parent', () => {
    const tree = nest<{ id: unknown; children: unknown[] }>(depts, 'deptId', 'parentId', (row, children) => ({ id: row.deptId, children }));
    expect(tree).toEqual([{ id: 1, children: [{ id: 2, children: [{ id: 3, children: [{ id: 4, children: [] }] }] }, { id: 5, children: [] }] }]);
  });
});
