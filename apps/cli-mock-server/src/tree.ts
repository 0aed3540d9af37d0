import type { Row } from './state';

/** Nests flat rows into `children` by parent id, ordered by `orderField`. */
export function nest<T>(rows: readonly Row[], idField: string, parentField: string, build: (row: Row, children: T[]) => T, orderField = 'orderNum'): T[] {
  const byParent = new Map<string, Row[]>();
  const ids = new Set(rows.map((row) => String(row[idField])));
  for (const row of rows) {
    // Rows whose parent is not in the set become roots (e.g. a filtered list).
    const parent = ids.has(String(row[parentField])) ? String(row[parentField]) : 'root';
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build_ = (parent: string): T[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => Number(a[orderField] ?? 0) - Number(b[orderField] ?? 0))
      .map((row) => build(row, build_(String(row[idField]))));
  return build_('root');
}
