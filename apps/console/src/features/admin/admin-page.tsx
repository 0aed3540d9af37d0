import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { AppRoute } from '../../routes/route-table';
import type { PageKind } from '../modules/page-kinds';

export interface AdminPageProps {
  route: AppRoute | null | undefined;
  kind: PageKind;
  children: ReactNode;
}

/**
 * The frame of an administration page (the user module): its heading, its menu item's name as the tab title, and
 * its body. Unlike a module page it is about no product, so it needs none.
 */
export function AdminPage({ route, kind, children }: AdminPageProps) {
  const t = useT();
  const titleId = `${kind}-title`;
  return (
    <section className="grid min-w-0 gap-4 p-4" aria-labelledby={titleId}>
      <h1 id={titleId} className="text-lg font-semibold">
        {t(route?.title ?? `kind.${kind}`)}
      </h1>
      {children}
    </section>
  );
}
