import type { FormOption } from '../../forms/form-types';
import type { FileColumn } from './column-queries';

/** The parents a column may take: the top level and every other column. */
export function useParentChoices(columns: readonly FileColumn[], editing: FileColumn | null): FormOption[] {
  return [{ value: '0', label: 'fileAdmin.root' }, ...columns.filter((c) => String(c.id) !== String(editing?.id)).map((c) => ({ value: String(c.id), text: c.title }))];
}
