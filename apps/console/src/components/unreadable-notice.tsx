import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { ui } from '../app/services';
import { useT } from '../i18n/use-t';

/**
 * The page's one quiet line saying that some values of its answers could not be read (they show as "—"); the details
 * went to the browser console. It starts over on each page, and once closed stays closed on that page. A page is the
 * URL's, not the one on screen: a page's data is asked for as the URL changes, while the page before may stay on
 * screen for the next one's code (app/use-shown-location.ts), and its answers belong to the new page.
 */
export function UnreadableNotice() {
  const t = useT();
  const [path] = useLocation();
  const page = `${path}?${useSearch()}`;
  const { unreadable } = useSnapshot(ui);
  const [closedOn, setClosedOn] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts without the notice; `page` is the trigger.
  useEffect(() => {
    ui.unreadable = false;
  }, [page]);
  if (!unreadable || closedOn === page) return null;
  return (
    <div role="status" data-testid="unreadable-notice" className="flex items-center gap-2 border-b bg-muted/40 px-4 py-1 text-xs text-muted-foreground">
      <span>{t('list.someUnreadable')}</span>
      <button type="button" className="ml-auto rounded p-0.5 hover:bg-muted" aria-label={t('layout.close')} onClick={() => setClosedOn(page)}>
        <X aria-hidden="true" className="size-3" />
      </button>
    </div>
  );
}
