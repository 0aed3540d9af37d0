import { describe, expect, it } from 'vitest';
import { createSeedState } from '../seed/index';
import { StateStore } from '../state';
import { conservationBreaches, ledgerOf } from './ledger';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('the member ledger', () => {
  it('holds for every seeded account, in several seeds: balance + frozen = recharges − refunds − consumption', () => {
    for (const seed of [1, 2, 7, 42]) {
      const store = new StateStore(createSeedState(seed, NOW), () => createSeedState(seed, NOW));
      const accounts = store.collection('memberAccounts');
      expect(accounts.length).toBeGreaterThan(0);
      for (const account of accounts) {
        const ledger = ledgerOf(store, account.userId);
        expect(conservationBreaches(ledger), `seed ${seed}, ${String(account.userName)}`).toEqual([]);
        expect(ledger.recharged).toBeGreaterThan(0);
      }
      // The seed shows every kind of record: consumption with its charged message, refunds, freezes, thaws, closed orders.
      const transactions = store.collection('transactions');
      for (const type of ['recharge', 'consume', 'refund', 'freeze', 'thaw']) expect(transactions.some((t) => t.type === type), `seed ${seed} ${type}`).toBe(true);
      expect(store.collection('messageRecords').filter((m) => m.charge !== undefined).length).toBe(transactions.filter((t) => t.type === 'consume').length);
    }
  });

  it('names each breach: a balance that does not add up, frozen money without its records, a negative amount', () => {
    const ledger = { balance: 500, frozen: 100, recharged: 1000, refunded: 200, consumed: 200, frozenByRecords: 100 };
    expect(conservationBreaches(ledger)).toEqual([]);
    expect(conservationBreaches({ ...ledger, balance: 501 })).toEqual(['balance + frozen = 601 cents, recharges − refunds − consumption = 600 cents']);
    expect(conservationBreaches({ ...ledger, frozen: 0, balance: 600 })).toEqual(['frozen = 0 cents, freezes − thaws = 100 cents']);
    expect(conservationBreaches({ balance: -100, frozen: 0, recharged: 0, refunded: 0, consumed: 100, frozenByRecords: 0 })).toEqual(['balance is negative (-100 cents)']);
  });
});
