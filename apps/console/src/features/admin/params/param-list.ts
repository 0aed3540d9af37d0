import type { Parameter } from '@vigil/sdk';
import { fullClient } from '../../../app/full-client';
import { unwrap } from '../../data/unwrap';
import type { FormFieldConfig } from '../../forms/form-types';
import type { ListPage, ListQuery, SearchField } from '../../list/list-types';
import { optionsOf, selectField } from '../../list/select-field';
import { CREATED_RANGE_FIELDS, withCreatedRange } from '../admin-search';

export type { Parameter };

export const PARAM_LIST_KEY = ['configs.list'] as const;

/** RuoYi's 系统内置 choices: 'Y' built in (cannot be deleted), 'N' not. */
export const BUILT_IN_CHOICES = { Y: 'param.yes', N: 'param.no' } as const;

/** Whether a parameter is built in, so it offers no delete. */
export const isBuiltIn = (row: Parameter): boolean => row.configType === 'Y';

/** RuoYi's parameter search: name, key name, built in, creation time. */
export const PARAM_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'configName', label: 'param.configName', kind: 'text' },
  { name: 'configKey', label: 'param.configKey', kind: 'text' },
  selectField('configType', 'param.configType', BUILT_IN_CHOICES),
  ...CREATED_RANGE_FIELDS,
];

/** RuoYi's parameter dialog: name, key name, key value, built in, remark. */
export const PARAM_FIELDS: readonly FormFieldConfig[] = [
  { name: 'configName', label: 'param.configName', kind: 'text', required: true },
  { name: 'configKey', label: 'param.configKey', kind: 'text', required: true },
  { name: 'configValue', label: 'param.configValue', kind: 'textarea', required: true },
  { name: 'configType', label: 'param.configType', kind: 'select', options: optionsOf(BUILT_IN_CHOICES) },
  { name: 'remark', label: 'param.remark', kind: 'textarea' },
];

export type ParamFormValues = Record<string, string | number>;

/** A new parameter (not built in), or the one to edit with its id. */
export function paramValues(row: Parameter | null): ParamFormValues {
  if (!row) return { configName: '', configKey: '', configValue: '', configType: 'N', remark: '' };
  return { configId: row.configId, configName: row.configName, configKey: row.configKey, configValue: row.configValue, configType: row.configType, remark: row.remark ?? '' };
}

/** One page of parameters (GET /system/config/list). */
export async function fetchParamPage({ filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Parameter>> {
  const result = await unwrap(fullClient.configs.list({ ...withCreatedRange(filters), pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}
