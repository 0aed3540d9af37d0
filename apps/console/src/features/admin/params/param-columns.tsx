import { DictTag } from '../../dicts';
import type { ListColumn } from '../../list/list-types';
import type { Parameter } from './param-list';
import { textOrDash as text } from '../../list/cell-text';

/** The parameters' columns; 系统内置 reads sys_yes_no. */
export function paramColumns(time: (value: unknown) => string): ListColumn<Parameter>[] {
  return [
    { id: 'configId', label: 'param.configId', cell: (row) => String(row.configId) },
    { id: 'configName', label: 'param.configName', cell: (row) => row.configName },
    { id: 'configKey', label: 'param.configKey', cell: (row) => row.configKey },
    { id: 'configValue', label: 'param.configValue', cell: (row) => <span className="block max-w-64 truncate" title={row.configValue}>{row.configValue}</span> },
    { id: 'configType', label: 'param.configType', cell: (row) => <DictTag dict="sys_yes_no" value={row.configType} /> },
    { id: 'remark', label: 'param.remark', cell: (row) => text(row.remark) },
    { id: 'createTime', label: 'param.createTime', cell: (row) => time(row.createTime) },
  ];
}
