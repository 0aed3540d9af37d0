import * as z from 'zod/mini';
import { numberField, requiredText } from './fields';
import { VALIDATION_KEYS as K } from './keys';

export const dictTypeFormSchema = z.object({ dictName: requiredText(K.dictNameRequired), dictType: requiredText(K.dictTypeRequired) });

export const dictDataFormSchema = z.object({
  dictLabel: requiredText(K.dictLabelRequired),
  dictValue: requiredText(K.dictValueRequired),
  dictSort: numberField(K.dictSortRequired, K.dictSortRequired, Number.isInteger),
});

export const parameterFormSchema = z.object({
  configName: requiredText(K.parameterNameRequired),
  configKey: requiredText(K.parameterKeyRequired),
  configValue: requiredText(K.parameterValueRequired),
});
