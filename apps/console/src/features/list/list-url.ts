import type { ListQuery, SearchField } from './list-types';

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

const positive = (value: string | null, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** A list's state from its URL query (`?imei=86&status=online&pageNum=2&pageSize=20`); unknown or bad values fall back. */
export function parseListQuery(search: string, fields: readonly SearchField[]): ListQuery {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const field of fields) {
    const value = params.get(field.name)?.trim();
    if (!value) continue;
    if (field.kind === 'select' && !field.options.some((o) => o.value === value)) continue;
    filters[field.name] = value;
  }
  const size = positive(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  return {
    filters,
    pageNum: positive(params.get('pageNum'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The URL query of a list's state, without defaults, so a plain list keeps a plain URL; other parameters are kept. */
export function formatListQuery(query: ListQuery, fields: readonly SearchField[], current = ''): string {
  const params = new URLSearchParams(current);
  for (const field of fields) params.delete(field.name);
  params.delete('pageNum');
  params.delete('pageSize');
  for (const field of fields) {
    const value = query.filters[field.name];
    if (value) params.set(field.name, value);
  }
  if (query.pageNum !== 1) params.set('pageNum', String(query.pageNum));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  return params.toString();
}
