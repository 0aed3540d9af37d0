export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the current one,
 * and an ellipsis where pages are skipped. The list has a constant length once there are enough pages,
 * so the control does not jump about while paging.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);
  const slots = siblings * 2 + 5; // first, last, current, siblings and two ellipses
  if (pageCount <= slots) return range(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(current - siblings, 2);
  const end = Math.min(current + siblings, pageCount - 1);
  if (start <= 3) return [...range(1, slots - 2), 'end-ellipsis', pageCount];
  if (end >= pageCount - 2) return [1, 'start-ellipsis', ...range(pageCount - (slots - 3), pageCount)];
  return [1, 'start-ellipsis', ...range(start, end), 'end-ellipsis', pageCount];
}
