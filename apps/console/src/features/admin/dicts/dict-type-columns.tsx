import { Link } from 'wouter';
import type { Translate } from '../../../i18n/translator';
import { DictTag } from '../../dicts';
import type { ListColumn } from '../../list/list-types';
import type { DictType } from './dict-queries';
import { textOrDash as text } from '../../list/cell-text';

/** The types' columns; the type links to its data page, the status reads sys_normal_disable. */
export function dictTypeColumns(t: Translate, time: (value: unknown) => string): ListColumn<DictType>[] {
  return [
    { id: 'dictId', label: 'dict.dictId', cell: (row) => String(row.dictId) },
    { id: 'dictName', label: 'dict.dictName', cell: (row) => row.dictName },
    {
      id: 'dictType',
      label: 'dict.dictType',
      cell: (row) => (
        <Link href={`/dictionary/dict-data/${row.dictId}`} className="text-primary underline-offset-2 hover:underline" aria-label={t('dict.openData', { type: row.dictType })}>
          {row.dictType}
        </Link>
      ),
    },
    { id: 'status', label: 'dict.status', cell: (row) => <DictTag dict="sys_normal_disable" value={row.status} /> },
    { id: 'remark', label: 'dict.remark', cell: (row) => text(row.remark) },
    { id: 'createTime', label: 'dict.createTime', cell: (row) => time(row.createTime) },
  ];
}
