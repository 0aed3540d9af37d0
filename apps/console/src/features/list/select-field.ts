import type { MessageKey } from '../../i18n/zh-CN';
import type { SearchField } from './list-types';

/** A select field of a list's search form from its choices, `{ wire value: catalog word }`, in their order. */
export function selectField(name: string, label: MessageKey, choices: Readonly<Record<string, MessageKey>>): SearchField {
  return { name, label, kind: 'select', options: Object.entries(choices).map(([value, word]) => ({ value, label: word })) };
}
