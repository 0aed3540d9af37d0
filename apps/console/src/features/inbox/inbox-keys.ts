/** Query keys of the message centre; reading a notice invalidates `INBOX_KEY`, so the list and the top bar's count refetch. */
export const INBOX_KEY = ['inbox'] as const;
export const UNREAD_KEY = [...INBOX_KEY, 'unread'] as const;
