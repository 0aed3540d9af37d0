import type { FormFieldConfig } from '../../forms/form-types';
import type { TreeNode } from '../../tree';
import { columnParent, type FileColumn } from './column-queries';

export type ColumnFormValues = { id?: string; parentId: string; title: string; sort: string };

/** The column form: parent (a tree select: the top level or a column), title, display order. */
export function columnFields(parents: readonly TreeNode<unknown>[]): FormFieldConfig[] {
  return [
    { name: 'parentId', label: 'fileAdmin.parent', kind: 'tree', nodes: parents, required: true },
    { name: 'title', label: 'fileAdmin.columnTitle', kind: 'text', required: true },
    { name: 'sort', label: 'fileAdmin.sort', kind: 'text', required: true },
  ];
}

/** A new column under `parent` (the top level when null), first in order. */
export function newColumnValues(parent: FileColumn | null): ColumnFormValues {
  return { parentId: parent ? String(parent.id) : '0', title: '', sort: '0' };
}

/** The edit form prefilled with the column (its id travels with it). */
export function columnValues(column: FileColumn): ColumnFormValues {
  return { id: String(column.id), parentId: columnParent(column) ?? '0', title: column.title, sort: String(column.sort ?? 0) };
}

/** A form id as the backend stores it: a number when it reads as one. */
export function wireId(value: string): string | number {
  return /^\d+$/.test(value) ? Number(value) : value;
}
