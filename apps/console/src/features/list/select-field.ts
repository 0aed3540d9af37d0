import type { MessageKey } from '../../i18n/zh-CN';
import type { SearchField, SearchOption } from './list-types';

/** Choices `{ wire value: catalog word }`, in their order, as the options of a select (search form or form dialog). */
export function optionsOf(choices: Readonly<Record<string, MessageKey>>): SearchOption[] {
  return Object.entries(choices).map(([value, label]) => ({ value, label }));
}

/** A select field of a list's search form from its choices. */
export function selectField(name: string, label: MessageKey, choices: Readonly<Record<string, MessageKey>>): SearchField {
  return { name, label, kind: 'select', options: optionsOf(choices) };
}
