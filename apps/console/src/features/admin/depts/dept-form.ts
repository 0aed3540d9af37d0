import type { FormFieldConfig } from '../../forms/form-types';
import { optionsOf } from '../../list/select-field';
import { type TreeNode, withoutSubtree } from '../../tree';
import { ADMIN_STATUS_CHOICES } from '../admin-search';
import type { Dept } from './dept-queries';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const DETAILS: readonly FormFieldConfig[] = [
  { name: 'deptName', label: 'dept.name', kind: 'text', required: true },
  { name: 'orderNum', label: 'dept.orderNum', kind: 'text', required: true },
  { name: 'leader', label: 'dept.leader', kind: 'text' },
  { name: 'phone', label: 'dept.phone', kind: 'text' },
  { name: 'email', label: 'dept.email', kind: 'text' },
  { name: 'status', label: 'dept.status', kind: 'select', options: optionsOf(ADMIN_STATUS_CHOICES) },
];

/**
 * The department form, as RuoYi's: the parent (a tree that, when editing, leaves out the department itself and its
 * descendants, so a move under them is never offered; the root has no parent field), then its details.
 */
export function deptFields(tree: readonly TreeNode<Dept>[], editing: Dept | null): FormFieldConfig[] {
  if (editing !== null && String(editing.parentId ?? '0') === '0') return [...DETAILS];
  const nodes = editing ? withoutSubtree(tree, String(editing.deptId)) : tree;
  return [{ name: 'parentId', label: 'dept.parent', kind: 'tree', nodes, required: true }, ...DETAILS];
}

export type DeptFormValues = Record<string, string | number>;

/**
 * A new department, under `parent` when added from a row (新增 a child), as RuoYi's form starts. Without one the
 * parent is blank: the sdk's rule refuses it (上级部门不能为空) before anything is sent, never a `parentId: ""`.
 */
export const newDeptValues = (parent: Dept | null): DeptFormValues => ({ parentId: parent ? String(parent.deptId) : '', deptName: '', orderNum: 0, leader: '', phone: '', email: '', status: '0' });

/** The edit form prefilled with the department's stored fields. */
export const deptValues = (dept: Dept): DeptFormValues => ({
  deptId: dept.deptId,
  // RuoYi's root has parent 0; a backend that leaves it out means the same.
  parentId: text(dept.parentId ?? 0),
  deptName: dept.deptName,
  orderNum: dept.orderNum ?? 0,
  leader: text(dept.leader),
  phone: text(dept.phone),
  email: text(dept.email),
  status: dept.status ?? '0',
});
