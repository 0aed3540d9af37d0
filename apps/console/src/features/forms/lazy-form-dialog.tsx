import { type ComponentType, lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormDialogProps } from './form-dialog';

// react-hook-form and the resolver load when a dialog first opens, not with every list page (page chunks ≤ 50 KB).
const Loaded = lazy(() => import('./form-dialog').then((m) => ({ default: m.FormDialog as ComponentType<FormDialogProps<FieldValues>> })));

/** The generic form dialog, fetched on first use. */
export function LazyFormDialog<Values extends FieldValues>(props: FormDialogProps<Values>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...(props as unknown as FormDialogProps<FieldValues>)} />
    </Suspense>
  );
}
