import { DictTag } from '../../dicts';
import type { ListColumn } from '../../list/list-types';
import type { Dept } from './dept-queries';

/** The department tree table's columns, as RuoYi's: name, order, status and creation time. */
export function deptColumns(time: (value: unknown) => string): ListColumn<Dept>[] {
  return [
    { id: 'deptName', label: 'dept.name', cell: (d) => d.deptName },
    { id: 'orderNum', label: 'dept.orderNum', cell: (d) => String(d.orderNum ?? 0) },
    { id: 'status', label: 'dept.status', cell: (d) => <DictTag dict="sys_normal_disable" value={d.status} /> },
    { id: 'createTime', label: 'dept.createTime', cell: (d) => time(d.createTime) },
  ];
}
