import { useQuery } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';
import { UNREAD_KEY } from './inbox-keys';

/** How often the top bar asks again without a reason to (a notice published meanwhile shows within a minute). */
export const UNREAD_POLL_MS = 60_000;

/** The signed-in user's unread notices (the top bar's badge and the message centre's heading); null until known. */
export function useUnreadCount(): number | null {
  const query = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => (await unwrap(fullClient.notices.unreadCount({ status: '0' }))).data,
    refetchInterval: UNREAD_POLL_MS,
  });
  return query.data ?? null;
}
