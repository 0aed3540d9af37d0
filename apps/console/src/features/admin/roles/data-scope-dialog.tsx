import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, FormField, Input, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Spinner } from '@vigil/ui';
import { useMemo, useState } from 'react';
import { fullClient } from '../../../app/full-client';
import { useT } from '../../../i18n/use-t';
import { unwrap } from '../../data/unwrap';
import { useAfterSave } from '../../data/use-after-save';
import { CheckTree, fromTreeSelect, halfCheckedIds, settleChecked } from '../../tree';
import { ROLES_KEY, type Role, versionOf } from './role-queries';

/** RuoYi's data scopes: 1 all, 2 custom (a department tree), 3 this department, 4 this department and below, 5 personal only. */
export const DATA_SCOPES = { '1': 'role.scopeAll', '2': 'role.scopeCustom', '3': 'role.scopeDept', '4': 'role.scopeDeptBelow', '5': 'role.scopeSelf' } as const;
type DataScope = keyof typeof DATA_SCOPES;

const isScope = (value: unknown): value is DataScope => typeof value === 'string' && value in DATA_SCOPES;

/** The row action 数据权限's dialog: the role's name and key, its scope, and for a custom scope the departments it covers. */
export function DataScopeDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const t = useT();
  const afterSave = useAfterSave(ROLES_KEY);
  const tree = useQuery({ queryKey: ['roles.deptTree', role.roleId], queryFn: () => unwrap(fullClient.roles.deptTree({ id: role.roleId })), gcTime: 0 });
  const nodes = useMemo(() => fromTreeSelect(tree.data?.depts ?? []), [tree.data]);
  const [scope, setScope] = useState<DataScope>(isScope(role.dataScope) ? role.dataScope : '1');
  const [linked, setLinked] = useState(true);
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const checked = picked ?? settleChecked(nodes, (tree.data?.checkedKeys ?? []).map(String));
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const deptIds = scope === '2' ? [...checked, ...(linked ? halfCheckedIds(nodes, checked) : [])] : [];
    const result = await afterSave(fullClient.roles.dataScope({ roleId: role.roleId, dataScope: scope, deptIds, ...versionOf(role) }), 'list.edited');
    setSaving(false);
    if (result.code === 200) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md" closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('role.dataScopeTitle')}</DialogTitle>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label={t('role.name')}>
            <Input value={role.roleName} disabled readOnly />
          </FormField>
          <FormField label={t('role.key')}>
            <Input value={role.roleKey} disabled readOnly />
          </FormField>
          <FormField label={t('role.dataScope')}>
            {(aria) => (
              <Select value={scope} onValueChange={(value) => isScope(value) && setScope(value)}>
                <SelectTrigger {...aria}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {Object.entries(DATA_SCOPES).map(([value, label]) => (
                    <SelectItem key={value} value={value}>
                      {t(label)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          {scope === '2' && (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t('role.dataPermissions')}</legend>
              {tree.isPending ? (
                <Spinner label={t('list.loading')} />
              ) : (
                <CheckTree nodes={nodes} checked={checked} onCheckedChange={setPicked} linked={linked} onLinkedChange={setLinked} aria-label={t('role.dataPermissions')} />
              )}
            </fieldset>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="button" loading={saving} onClick={() => void save()}>
            {t('form.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
