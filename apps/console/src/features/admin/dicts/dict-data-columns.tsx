import { DictTag, DictValue } from '../../dicts';
import type { ListColumn } from '../../list/list-types';
import type { DictData } from './dict-queries';
import { textOrDash as text } from '../../list/cell-text';

/** A type's values: the label shown in its own echo style (as RuoYi's list does), the status from sys_normal_disable. */
export function dictDataColumns(time: (value: unknown) => string): ListColumn<DictData>[] {
  return [
    { id: 'dictCode', label: 'dict.dictCode', cell: (row) => String(row.dictCode) },
    { id: 'dictLabel', label: 'dict.dictLabel', cell: (row) => <DictValue item={row} /> },
    { id: 'dictValue', label: 'dict.dictValue', cell: (row) => row.dictValue },
    { id: 'dictSort', label: 'dict.dictSort', cell: (row) => String(row.dictSort) },
    { id: 'status', label: 'dict.status', cell: (row) => <DictTag dict="sys_normal_disable" value={row.status} /> },
    { id: 'remark', label: 'dict.remark', cell: (row) => text(row.remark) },
    { id: 'createTime', label: 'dict.createTime', cell: (row) => time(row.createTime) },
  ];
}
