/** Every query of accounts and their records starts with this key, so any payment or account change refetches them all. */
export const MEMBER_KEY = ['member'] as const;
export const ACCOUNTS_KEY = [...MEMBER_KEY, 'accounts'] as const;
export const BILLS_KEY = [...MEMBER_KEY, 'bills'] as const;
