import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, useState } from 'react';
import type { ListAction, ListActionId } from './list-types';

/**
 * A row action that opens a (lazily loaded) dialog for that row: the action, and the dialog element to render beside
 * the list (null while closed). `props` turns the row into the dialog's props; the dialog gets `onClose` too.
 */
export function useRowDialog<Row, Props extends { onClose: () => void }>(
  id: ListActionId,
  permissions: readonly string[],
  Dialog: LazyExoticComponent<ComponentType<Props>>,
  props: (row: Row) => Omit<Props, 'onClose'>,
): { action: ListAction<Row>; element: ReactNode } {
  const [row, setRow] = useState<Row | null>(null);
  const action: ListAction<Row> = { id, placement: 'row', permissions, run: ([picked]) => setRow(picked ?? null) };
  const element =
    row === null ? null : (
      <Suspense fallback={null}>
        <Dialog {...({ ...props(row), onClose: () => setRow(null) } as Props)} />
      </Suspense>
    );
  return { action, element };
}
