import { Spinner } from '@vigil/ui';
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/use-t';
import { HoldSubmit } from '../forms/submit-hold';
import type { RichTextEditorProps } from './rich-text-types';

// Tiptap (~100 KB gzip) loads when a dialog with a rich-text field opens: never with /login or a list page.
const Loaded = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, fetched on first use; its form's 确 定 waits meanwhile (`HoldSubmit`). */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <>
          <Spinner label={t('list.loading')} />
          <HoldSubmit />
        </>
      }
    >
      <Loaded {...props} />
    </Suspense>
  );
}
