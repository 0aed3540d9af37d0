import fc from 'fast-check';

/** One step of a random payment sequence; `user` and `order` are indexes (taken modulo what exists). */
export type Step =
  | { kind: 'recharge'; user: number; cents: number }
  | { kind: 'confirm'; order: number; times: number }
  | { kind: 'complete'; order: number; times: number; withConfirm: boolean }
  | { kind: 'cancel'; order: number; via: 'close' | 'control' }
  | { kind: 'tick'; ms: number }
  | { kind: 'freeze' | 'thaw' | 'refund' | 'consume'; user: number; cents: number; portion: Portion };

/** How much a money step moves: the drawn `cents`, or all / about half of what it may move (the balance; the frozen amount for a thaw). */
export type Portion = 'drawn' | 'all' | 'half';

/** Amounts in cents: mostly small, sometimes far above any balance (those steps must be refused). */
const cents = fc.oneof(fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 5_000_000 }));
const user = fc.nat({ max: 2 });
/** Which order a step touches, counted from the newest. */
const order = fc.nat({ max: 3 });

/** `ttl`: the server's --payment-ttl; ticks go from a moment to past it (every pending order expires). */
export function stepArbitrary(ttl: number): fc.Arbitrary<Step> {
  return fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('recharge' as const), user, cents }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('confirm' as const), order, times: fc.integer({ min: 1, max: 2 }) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('complete' as const), order, times: fc.integer({ min: 1, max: 3 }), withConfirm: fc.boolean() }), weight: 3 },
    { arbitrary: fc.record({ kind: fc.constant('cancel' as const), order, via: fc.constantFrom('close' as const, 'control' as const) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('tick' as const), ms: fc.oneof(fc.integer({ min: 1, max: ttl - 1 }), fc.constant(ttl)) }), weight: 1 },
    // `all` is the edge of each rule: the whole balance (freeze, refund, charge) or the whole frozen amount (thaw).
    { arbitrary: fc.record({ kind: fc.constantFrom('freeze' as const, 'thaw' as const, 'refund' as const, 'consume' as const), user, cents, portion: fc.constantFrom<Portion>('drawn', 'all', 'half') }), weight: 6 },
  );
}
