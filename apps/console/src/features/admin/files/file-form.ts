import type { FormFieldConfig, FormOption } from '../../forms/form-types';
import { columnTree, type FileColumn } from './column-queries';
import type { FileItem } from './file-queries';

export type FileFormValues = { id?: string; columnId: string; type: string; name: string; link: string; remark: string };

const TYPES: readonly FormOption[] = [
  { value: 'document', label: 'fileAdmin.document' },
  { value: 'video', label: 'fileAdmin.video' },
];

/** The file form: column (a tree select), type (video or document), name, external link, remark. */
export function fileFields(columns: readonly FileColumn[]): FormFieldConfig[] {
  return [
    { name: 'columnId', label: 'fileAdmin.column', kind: 'tree', nodes: columnTree(columns), blank: 'omit' },
    { name: 'type', label: 'fileAdmin.type', kind: 'select', options: TYPES, required: true },
    { name: 'name', label: 'fileAdmin.name', kind: 'text', required: true },
    { name: 'link', label: 'fileAdmin.link', kind: 'text' },
    { name: 'remark', label: 'fileAdmin.remark', kind: 'textarea' },
  ];
}

/** A new file in `columnId` (the column the list shows), a document by default. */
export function newFileValues(columnId: string | undefined): FileFormValues {
  return { columnId: columnId ?? '', type: 'document', name: '', link: '', remark: '' };
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The edit form prefilled with the file (its id travels with it). */
export function fileValues(file: FileItem): FileFormValues {
  return { id: String(file.id), columnId: text(file.columnId), type: file.type, name: file.name, link: text(file.link), remark: text(file.remark) };
}
