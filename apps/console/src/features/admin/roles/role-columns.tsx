import { Switch } from '@vigil/ui';
import { isAdminRoleKey } from '@vigil/sdk';
import type { Translate } from '../../../i18n/translator';
import type { ListColumn } from '../../list/list-types';
import type { Role } from './role-queries';

/**
 * The role list's columns, as RuoYi's: id, name, key, sort, status (a switch that asks before it changes, see
 * useRoleStatus; it shows the stored status until the change is confirmed and saved) and creation time.
 */
export function roleColumns(t: Translate, time: (value: unknown) => string, onStatus: (role: Role, enable: boolean) => void, canEdit: boolean): ListColumn<Role>[] {
  return [
    { id: 'roleId', label: 'role.id', cell: (r) => String(r.roleId) },
    { id: 'roleName', label: 'role.name', cell: (r) => r.roleName },
    { id: 'roleKey', label: 'role.key', cell: (r) => <span className="font-mono">{r.roleKey}</span> },
    { id: 'roleSort', label: 'role.sort', cell: (r) => String(r.roleSort) },
    {
      id: 'status',
      label: 'role.status',
      cell: (r) => (
        <Switch
          checked={r.status === '0'}
          disabled={!canEdit || isAdminRoleKey(r.roleKey)}
          aria-label={t('role.statusOf', { name: r.roleName })}
          onCheckedChange={(on) => onStatus(r, on)}
        />
      ),
    },
    { id: 'createTime', label: 'role.createTime', cell: (r) => time(r.createTime) },
  ];
}
