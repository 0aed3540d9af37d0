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

/** Ids (as strings) of every row below `id`, at any depth; `id` itself is not included. A cycle ends the walk. */
export function descendantsOf(rows: readonly Row[], idField: string, parentField: string, id: unknown): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    const parent = String(row[parentField]);
    children.set(parent, [...(children.get(parent) ?? []), String(row[idField])]);
  }
  const found = new Set<string>();
  const queue = [...(children.get(String(id)) ?? [])];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (found.has(next) || next === String(id)) continue;
    found.add(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}
