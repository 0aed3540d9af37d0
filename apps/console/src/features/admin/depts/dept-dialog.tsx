import { useQuery } from '@tanstack/react-query';
import { deptBodySchema } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { unwrap } from '../../data/unwrap';
import { useAfterSave } from '../../data/use-after-save';
import { LazyFormDialog } from '../../forms/lazy-form-dialog';
import { type DeptFormValues, deptFields, deptValues, newDeptValues } from './dept-form';
import { DEPTS_KEY, type Dept, deptTree } from './dept-queries';

type DeptBody = Parameters<typeof fullClient.depts.create>[0];

/** What the department dialog does: add (under `parent` when added from a row) or edit `dept`. */
export type DeptEditing = { dept: Dept; parent?: undefined } | { dept: null; parent: Dept | null };

/** The department add/edit dialog; its parent picker is the whole tree (without the edited department's subtree). */
export function DeptDialog({ editing, onClose }: { editing: DeptEditing; onClose: () => void }) {
  const t = useT();
  const afterSave = useAfterSave(DEPTS_KEY);
  const all = useQuery({ queryKey: [...DEPTS_KEY, 'tree'], queryFn: async () => (await unwrap(fullClient.depts.listAll({}))).data });
  const fields = useMemo(() => deptFields(deptTree(all.data ?? []), editing.dept), [all.data, editing.dept]);
  if (all.isPending) return null;
  const { dept } = editing;
  return (
    <LazyFormDialog<DeptFormValues>
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(dept ? 'dept.editTitle' : 'dept.addTitle')}
      schema={deptBodySchema}
      fields={fields}
      defaultValues={dept ? deptValues(dept) : newDeptValues(editing.parent)}
      onSubmit={(values) => {
        const body = values as DeptBody;
        return afterSave(dept ? fullClient.depts.update(body) : fullClient.depts.create(body), dept ? 'list.edited' : 'list.added');
      }}
    />
  );
}
