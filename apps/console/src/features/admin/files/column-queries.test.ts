import { describe, expect, it } from 'vitest';
import { columnParent, columnRows, columnTree } from './column-queries';

const answer = [
  { id: 1, title: '使用手册', sort: 1, parentId: 0, children: [{ id: 3, title: '家用报警', sort: 1, parentId: 1 }] },
  { id: 2, title: '教学视频', sort: 2, parentId: 0 },
];

describe('the column tree answer', () => {
  it('flattens into rows, each parent before its children, without the nested children', () => {
    const rows = columnRows(answer);
    expect(rows.map((c) => c.title)).toEqual(['使用手册', '家用报警', '教学视频']);
    expect(rows.every((c) => c.children === undefined)).toBe(true);
  });

  it('reads a top-level column (parentId 0, null or absent) as having no parent', () => {
    expect(columnParent({ id: 1, title: 'a', parentId: 0 })).toBeNull();
    expect(columnParent({ id: 1, title: 'a', parentId: '0' })).toBeNull();
    expect(columnParent({ id: 1, title: 'a', parentId: null })).toBeNull();
    expect(columnParent({ id: 1, title: 'a' })).toBeNull();
    expect(columnParent({ id: 3, title: 'a', parentId: 1 })).toBe('1');
  });

  it('nests the rows again for the pickers, titles as labels', () => {
    const tree = columnTree(columnRows(answer));
    expect(tree.map((n) => [n.label, n.children.map((c) => c.label)])).toEqual([
      ['使用手册', ['家用报警']],
      ['教学视频', []],
    ]);
  });
});
