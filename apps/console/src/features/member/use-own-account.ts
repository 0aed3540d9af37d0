import type { Account } from '@vigil/sdk';
import { useQuery } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';
import { ACCOUNTS_KEY } from './member-keys';

/**
 * The signed-in member's own account (balance, frozen amount) from payments.ownAccount, which every signed-in user
 * may read (spec §2: the member centre is everyone's); null while it loads.
 */
export function useOwnAccount(): { account: Account | null; loading: boolean } {
  const query = useQuery({ queryKey: [...ACCOUNTS_KEY, 'own'], queryFn: async () => (await unwrap(fullClient.payments.ownAccount())).data });
  return { account: query.data ?? null, loading: query.isLoading };
}
