import { type ChangeEvent, type ReactNode, useRef } from 'react';
import { toasts } from '../../app/services';
import { useTranslateKey } from '../../i18n/use-t';
import { type FileRule, fileRefusal } from './check-file';

export interface FilePickerOptions {
  /** The file chooser's filter, e.g. `.xlsx,.xls` (a hint only: the rule decides). */
  accept: string;
  /** The sdk rule the file must pass before `onFile` sees it. */
  rule: FileRule;
  onFile: (file: File) => void | Promise<void>;
  /** Names the hidden input (for tests and screen readers). */
  label: string;
}

/**
 * A file chooser opened by `pick()`: a chosen file that breaks the rule (type, size) is refused with the rule's
 * localized message as an error toast and never reaches `onFile`, so nothing is uploaded.
 */
export function useFilePicker({ accept, rule, onFile, label }: FilePickerOptions): { pick: () => void; input: ReactNode } {
  const ref = useRef<HTMLInputElement>(null);
  const translate = useTranslateKey();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal or an import.
    event.target.value = '';
    if (!file) return;
    const refusal = fileRefusal(rule, file);
    if (refusal !== null) {
      toasts.toast({ title: translate(refusal) ?? refusal, variant: 'error' });
      return;
    }
    void onFile(file);
  };
  const input = <input ref={ref} type="file" accept={accept} aria-label={label} className="hidden" data-testid="file-picker" onChange={onChange} />;
  return { pick: () => ref.current?.click(), input };
}
