import { type Account, paymentEndpoints } from '@vigil/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { fullClient } from '../../app/full-client';
import { session } from '../../app/services';
import { unwrap } from '../data/unwrap';
import { adminPermissions } from '../list/call-permissions';
import { usePermission } from '../permissions/use-permission';
import { ACCOUNTS_KEY } from './member-keys';

/**
 * The signed-in user's member account (balance, frozen amount), read from payments.accounts by the user's name, for a
 * user who may list accounts; null while unknown or for a user who may not (the page then shows no amounts).
 */
export function useOwnAccount(): { account: Account | null; loading: boolean } {
  const { user } = useSnapshot(session.state);
  const allowed = usePermission(adminPermissions(paymentEndpoints.accounts));
  const userId = user?.userId ?? null;
  const query = useQuery({
    queryKey: [...ACCOUNTS_KEY, 'own', userId],
    enabled: allowed && userId !== null && Boolean(user?.userName),
    queryFn: async () => {
      const result = await unwrap(fullClient.payments.accounts({ userName: user?.userName ?? '', pageNum: 1, pageSize: 50 }));
      return result.rows.find((row) => String(row.userId) === String(userId)) ?? null;
    },
  });
  return { account: query.data ?? null, loading: query.isLoading };
}
