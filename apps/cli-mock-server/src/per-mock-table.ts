import type { MockContext } from './context';

/** A table kept per running mock, beside its state (not saved with --data): made on first use, gone with the mock. */
export function perMockTable<V>(): { of(context: MockContext): Map<string, V>; peek(context: MockContext): Map<string, V> | undefined } {
  const tables = new WeakMap<MockContext, Map<string, V>>();
  return {
    of(context) {
      let map = tables.get(context);
      if (!map) {
        map = new Map();
        tables.set(context, map);
      }
      return map;
    },
    peek: (context) => tables.get(context),
  };
}
