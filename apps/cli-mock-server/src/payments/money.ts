/**
 * Money is counted in integer cents: every sum, comparison and change of an amount. Stored rows and answers carry
 * yuan with at most two decimals (spec §9), converted only at that edge, so no float rounding accumulates.
 */
export const toCents = (yuan: unknown): number => Math.round(Number(yuan ?? 0) * 100);

export const toYuan = (cents: number): number => cents / 100;
