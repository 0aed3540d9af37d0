/** What flushWhenHidden needs of a feed. */
export interface Flushable {
  flush(): void;
}

/**
 * Stores what the feed received since its last coalesced write when the page is hidden or goes away (tab switch,
 * reload, close): a hidden page gets no animation frames, so an alarm that arrived just before would not be stored.
 * Returns the unsubscribe.
 */
export function flushWhenHidden(feed: Flushable, doc: Document = document, win: Window = window): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') feed.flush();
  };
  const onPageHide = () => feed.flush();
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
  };
}
