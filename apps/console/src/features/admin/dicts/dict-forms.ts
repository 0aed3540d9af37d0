import type { DictData, DictType } from '@vigil/sdk';
import type { FormFieldConfig } from '../../forms/form-types';
import { optionsOf } from '../../list/select-field';
import { ADMIN_STATUS_CHOICES } from '../admin-search';
import { ECHO_STYLE_CHOICES } from './echo-style';

export type DictFormValues = Record<string, string | number>;

const STATUS: FormFieldConfig = { name: 'status', label: 'dict.status', kind: 'select', options: optionsOf(ADMIN_STATUS_CHOICES) };
const REMARK: FormFieldConfig = { name: 'remark', label: 'dict.remark', kind: 'textarea' };

/** RuoYi's dictionary type dialog: name, type, status, remark. */
export const DICT_TYPE_FIELDS: readonly FormFieldConfig[] = [
  { name: 'dictName', label: 'dict.dictName', kind: 'text', required: true },
  { name: 'dictType', label: 'dict.dictType', kind: 'text', required: true },
  STATUS,
  REMARK,
];

/** RuoYi's dictionary data dialog: label, key value, style attribute, order, echo style, status, remark (the type is the page's). */
export const DICT_DATA_FIELDS: readonly FormFieldConfig[] = [
  { name: 'dictLabel', label: 'dict.dataLabel', kind: 'text', required: true },
  { name: 'dictValue', label: 'dict.dataValue', kind: 'text', required: true },
  { name: 'cssClass', label: 'dict.cssClass', kind: 'text' },
  { name: 'dictSort', label: 'dict.sortOrder', kind: 'text', required: true },
  { name: 'listClass', label: 'dict.listClass', kind: 'select', options: optionsOf(ECHO_STYLE_CHOICES) },
  STATUS,
  REMARK,
];

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A new type (status normal), or the type to edit with its id. */
export function dictTypeValues(type: DictType | null): DictFormValues {
  if (!type) return { dictName: '', dictType: '', status: '0', remark: '' };
  return { dictId: type.dictId, dictName: type.dictName, dictType: type.dictType, status: type.status, remark: text(type.remark) };
}

/** A new value of `dictType` (sort 0, echo style default, normal), or the value to edit with its code. */
export function dictDataValues(dictType: string, data: DictData | null): DictFormValues {
  if (!data) return { dictType, dictLabel: '', dictValue: '', cssClass: '', dictSort: '0', listClass: 'default', status: '0', remark: '' };
  return {
    dictCode: data.dictCode,
    dictLabel: data.dictLabel,
    dictValue: data.dictValue,
    cssClass: text(data.cssClass),
    dictSort: String(data.dictSort),
    listClass: data.listClass || 'default',
    status: data.status,
    remark: text(data.remark),
  };
}
