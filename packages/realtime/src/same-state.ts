/** Whether two flat state objects hold the same values (by `===`), so an unchanged state is not emitted again. */
export function sameState<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
