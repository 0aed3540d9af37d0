import { DictTag } from '../../dicts';
import type { ListColumn } from '../../list/list-types';
import type { User } from '../users/user-queries';
import { textOrDash as text } from '../../list/cell-text';

/** RuoYi's authorised-user columns (allocated and unallocated lists). */
export function roleUserColumns(time: (value: unknown) => string): ListColumn<User>[] {
  return [
    { id: 'userName', label: 'adminUser.userName', cell: (u) => u.userName },
    { id: 'nickName', label: 'adminUser.nickName', cell: (u) => text(u.nickName) },
    { id: 'email', label: 'adminUser.email', cell: (u) => text(u.email) },
    { id: 'phonenumber', label: 'adminUser.phonenumber', cell: (u) => text(u.phonenumber) },
    { id: 'status', label: 'adminUser.status', cell: (u) => <DictTag dict="sys_normal_disable" value={u.status} /> },
    { id: 'createTime', label: 'adminUser.createTime', cell: (u) => time(u.createTime) },
  ];
}
