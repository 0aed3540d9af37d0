import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';
import { INBOX_KEY, UNREAD_KEY } from './inbox-keys';

/** How often the top bar asks again without a reason to (a notice published meanwhile shows within a minute). */
export const UNREAD_POLL_MS = 60_000;

/** The signed-in user's unread notices (the top bar's badge and the message centre's heading); null until known. */
export function useUnreadCount(): number | null {
  const query = useQuery({
    queryKey: UNREAD_KEY,
    // A backend without the vendor's unread count (HTTP 404) shows no badge, quietly.
    queryFn: async () => (await unwrap(fullClient.notices.unreadCount({ status: '0' }, { extension: true }))).data,
    refetchInterval: UNREAD_POLL_MS,
  });
  return query.data ?? null;
}

/** Refetches what the message centre shows (its lists and the top bar's count), e.g. after an announcement is published. */
export function useRefreshInbox(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: INBOX_KEY });
}
