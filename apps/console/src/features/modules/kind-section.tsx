import { Empty } from '@vigil/ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/zh-CN';
import type { PageKind } from './page-kinds';

export interface KindSectionProps {
  kind: PageKind;
  /** What the page shows; null when the module has no product for it (then `empty` is said instead). */
  children: ReactNode | null;
  empty: MessageKey;
}

/** A module page's frame: its kind's title as the page heading, then its content or, without a product, why not. */
export function KindSection({ kind, children, empty }: KindSectionProps) {
  const t = useT();
  const id = `${kind}-title`;
  return (
    <section className="grid gap-4 p-4" aria-labelledby={id}>
      <h1 id={id} className="text-lg font-semibold">
        {t(`kind.${kind}`)}
      </h1>
      {children ?? <Empty description={t(empty)} />}
    </section>
  );
}
