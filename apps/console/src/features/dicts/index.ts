export { type CodePresentation, CodeTag, type CodeTagProps } from './code-tag';
export { DictTag, type DictTagProps, DictValue, type DictValueItem, dictValueItem } from './dict-tag';
export { DICT_QUERY_ROOT, dictItem, dictQueryKey, useDict } from './use-dict';
