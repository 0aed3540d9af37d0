export { DictTag, type DictTagProps, DictValue, type DictValueItem, dictValueItem } from './dict-tag';
export { DICT_QUERY_ROOT, dictItem, dictQueryKey, useDict } from './use-dict';
