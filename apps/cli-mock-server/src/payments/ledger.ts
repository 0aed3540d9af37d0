import type { StateStore } from '../state';
import { toCents } from './money';

/** One account's money in cents: what it holds, and what its successful transactions add up to. */
export interface Ledger {
  balance: number;
  frozen: number;
  /** Completed recharges. */
  recharged: number;
  refunded: number;
  /** Message charges. */
  consumed: number;
  /** Frozen by `freeze` transactions minus thawed by `thaw` ones. */
  frozenByRecords: number;
}

/** The ledger of `userId`'s member account (zeros for a user without one). */
export function ledgerOf(store: StateStore, userId: unknown): Ledger {
  const account = store.collection('memberAccounts').find((a) => String(a.userId) === String(userId));
  const sums: Record<string, number> = {};
  for (const row of store.collection('transactions')) {
    if (String(row.userId) !== String(userId) || row.result !== 'success') continue;
    const type = String(row.type);
    sums[type] = (sums[type] ?? 0) + toCents(row.amount);
  }
  const sum = (type: string) => sums[type] ?? 0;
  return {
    balance: toCents(account?.balance),
    frozen: toCents(account?.frozenAmount),
    recharged: sum('recharge'),
    refunded: sum('refund'),
    consumed: sum('consume'),
    frozenByRecords: sum('freeze') - sum('thaw'),
  };
}

/**
 * What breaks the conservation rule (empty when it holds): balance + frozen = completed recharges − refunds −
 * consumption, the frozen amount is what the freeze/thaw records say, and no amount is negative.
 */
export function conservationBreaches(ledger: Ledger): string[] {
  const breaches: string[] = [];
  const held = ledger.balance + ledger.frozen;
  const earned = ledger.recharged - ledger.refunded - ledger.consumed;
  if (held !== earned) breaches.push(`balance + frozen = ${held} cents, recharges − refunds − consumption = ${earned} cents`);
  if (ledger.frozen !== ledger.frozenByRecords) breaches.push(`frozen = ${ledger.frozen} cents, freezes − thaws = ${ledger.frozenByRecords} cents`);
  for (const [name, value] of Object.entries(ledger)) if (value < 0) breaches.push(`${name} is negative (${value} cents)`);
  return breaches;
}
