import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { AppRoute } from '../../routes/route-table';
import type { PageKind } from './page-kinds';

export interface PageFrameProps {
  route: AppRoute | null | undefined;
  kind: PageKind;
  children: ReactNode;
}

/** The frame of every kind page: a section named by its heading, the menu item's name (the tab title), then the body. */
export function PageFrame({ route, kind, children }: PageFrameProps) {
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
