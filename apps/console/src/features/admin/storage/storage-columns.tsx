import { formatBytes } from '@vigil/sdk';
import { Tag } from '@vigil/ui';
import type { Translate } from '../../../i18n/translator';
import type { ListColumn } from '../../list/list-types';
import type { Storage } from './storage-queries';

const bytes = (value: number | undefined) => formatBytes(value ?? 0);

/** Per user: used size, storage space, expansion (formatBytes, spec §9), file expiry days and authorization. */
export function storageColumns(t: Translate): ListColumn<Storage>[] {
  return [
    { id: 'userId', label: 'storage.userId', cell: (s) => String(s.userId) },
    { id: 'userName', label: 'storage.userName', cell: (s) => s.userName ?? '—' },
    { id: 'usedSize', label: 'storage.usedSize', cell: (s) => bytes(s.usedSize) },
    { id: 'space', label: 'storage.space', cell: (s) => bytes(s.space) },
    { id: 'expansion', label: 'storage.expansion', cell: (s) => bytes(s.expansion) },
    { id: 'fileExpiryDays', label: 'storage.fileExpiryDays', cell: (s) => (s.fileExpiryDays === undefined ? '—' : t('storage.days', { days: s.fileExpiryDays })) },
    {
      id: 'authorized',
      label: 'storage.authorized',
      cell: (s) => <Tag variant={s.authorized ? 'success' : 'danger'}>{t(s.authorized ? 'storage.authorizedYes' : 'storage.authorizedNo')}</Tag>,
    },
  ];
}
