import type { ReactNode } from 'react';
import type { Translate } from '../../../i18n/translator';
import type { ListColumn } from '../../list/list-types';
import type { User } from './user-queries';
import { textOrDash as text } from '../../list/cell-text';

/** RuoYi's user list columns; the status cell is the page's switch (or a tag), the signed-in user marked. */
export function userColumns(t: Translate, time: (value: unknown) => string, status: (user: User) => ReactNode, selfId: string | null): ListColumn<User>[] {
  return [
    { id: 'userId', label: 'adminUser.userId', cell: (u) => text(u.userId) },
    {
      id: 'userName',
      label: 'adminUser.userName',
      cell: (u) => (String(u.userId) === selfId ? <span title={t('adminUser.self')} data-self="true">{u.userName}</span> : u.userName),
    },
    { id: 'nickName', label: 'adminUser.nickName', cell: (u) => text(u.nickName) },
    { id: 'dept', label: 'adminUser.dept', cell: (u) => text(u.dept?.deptName) },
    { id: 'phonenumber', label: 'adminUser.phonenumber', cell: (u) => text(u.phonenumber) },
    { id: 'status', label: 'adminUser.status', cell: status },
    { id: 'createTime', label: 'adminUser.createTime', cell: (u) => time(u.createTime) },
  ];
}
