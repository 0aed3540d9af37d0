import * as z from 'zod/mini';
import { idParamsSchema, loosePageShape } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { configBodySchema, dictDataBodySchema, dictDataSchema, dictTypeBodySchema, dictTypeSchema, enabledStatusSchema, parameterSchema } from '../schemas/system';
import { defineEndpoint } from './define-endpoint';

// Extension of spec §7: dictionaries and parameters (spec §3 names the pages, §5 their rules, §7 lists no calls).
// Paths, methods, encodings and shapes are RuoYi-Vue 3.9's SysDictTypeController, SysDictDataController and
// SysConfigController, so a console pointed at a RuoYi backend works unchanged. Ids to delete travel comma-joined
// in the path (`/system/dict/type/1,2,3`).

/** A creation-time range as RuoYi's `addDateRange` sends it (`params[beginTime]`), and as plain fields. */
const createdRangeShape = {
  beginTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  'params[beginTime]': z.optional(z.string()),
  'params[endTime]': z.optional(z.string()),
};

export const dictTypeListQuerySchema = z.looseObject({
  ...loosePageShape,
  dictName: z.optional(z.string()),
  dictType: z.optional(z.string()),
  status: z.optional(z.union([enabledStatusSchema, z.literal('')])),
  ...createdRangeShape,
});

export const dictDataListQuerySchema = z.looseObject({
  ...loosePageShape,
  dictType: z.optional(z.string()),
  dictLabel: z.optional(z.string()),
  status: z.optional(z.union([enabledStatusSchema, z.literal('')])),
});

export const configListQuerySchema = z.looseObject({
  ...loosePageShape,
  configName: z.optional(z.string()),
  configKey: z.optional(z.string()),
  configType: z.optional(z.union([z.enum(['Y', 'N']), z.literal('')])),
  ...createdRangeShape,
});

export const dictTypeParamsSchema = z.object({ dictType: z.string() });
export const configKeyParamsSchema = z.object({ configKey: z.string() });

export const dictTypeEndpoints = {
  /** Extension of spec §7: RuoYi's GET /system/dict/type/list (name, type, status, creation-time filters). */
  list: defineEndpoint({ id: 'dictTypes.list', access: 'system:dict:list', method: 'GET', path: '/system/dict/type/list', encoding: 'query', query: dictTypeListQuerySchema, response: listResponseSchema(dictTypeSchema) }),
  /** Extension of spec §7: every dictionary type, for pickers (RuoYi's optionselect). */
  optionSelect: defineEndpoint({ id: 'dictTypes.optionSelect', access: 'session', method: 'GET', path: '/system/dict/type/optionselect', encoding: 'none', response: dataResponseSchema(z.array(dictTypeSchema)) }),
  /** Extension of spec §7: the dictionary types as a spreadsheet (RuoYi's POST /system/dict/type/export). */
  export: defineEndpoint({ id: 'dictTypes.export', access: 'system:dict:export', method: 'POST', path: '/system/dict/type/export', encoding: 'form', body: dictTypeListQuerySchema, responseType: 'blob', timeout: 'export' }),
  /** Extension of spec §7: one dictionary type. */
  get: defineEndpoint({ id: 'dictTypes.get', access: 'system:dict:query', method: 'GET', path: '/system/dict/type/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(dictTypeSchema) }),
  /** Extension of spec §7: adds a type; a type already used is refused. */
  create: defineEndpoint({ id: 'dictTypes.create', access: 'system:dict:add', method: 'POST', path: '/system/dict/type', encoding: 'json', body: dictTypeBodySchema, response: okSchema }),
  /** Extension of spec §7: changes a type; renaming its `dictType` renames it on its data too (RuoYi does). */
  update: defineEndpoint({ id: 'dictTypes.update', access: 'system:dict:edit', method: 'PUT', path: '/system/dict/type', encoding: 'json', body: dictTypeBodySchema, response: okSchema }),
  /** Extension of spec §7: deletes types (comma-separated ids); a type that still has data is refused. */
  remove: defineEndpoint({ id: 'dictTypes.remove', access: 'system:dict:remove', method: 'DELETE', path: '/system/dict/type/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};

export const dictDataEndpoints = {
  /** Extension of spec §7: RuoYi's GET /system/dict/data/list (by dictType, label, status). */
  list: defineEndpoint({ id: 'dictData.list', access: 'system:dict:list', method: 'GET', path: '/system/dict/data/list', encoding: 'query', query: dictDataListQuerySchema, response: listResponseSchema(dictDataSchema) }),
  /**
   * Extension of spec §7: the enabled values of one dictionary, in sort order, for any signed-in user: every status
   * and type tag of the console reads them (RuoYi's GET /system/dict/data/type/{dictType}).
   */
  byType: defineEndpoint({ id: 'dictData.byType', access: 'session', method: 'GET', path: '/system/dict/data/type/:dictType', encoding: 'none', params: dictTypeParamsSchema, response: dataResponseSchema(z.array(dictDataSchema)) }),
  /** Extension of spec §7: the dictionary values as a spreadsheet. */
  export: defineEndpoint({ id: 'dictData.export', access: 'system:dict:export', method: 'POST', path: '/system/dict/data/export', encoding: 'form', body: dictDataListQuerySchema, responseType: 'blob', timeout: 'export' }),
  /** Extension of spec §7: one dictionary value. */
  get: defineEndpoint({ id: 'dictData.get', access: 'system:dict:query', method: 'GET', path: '/system/dict/data/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(dictDataSchema) }),
  /** Extension of spec §7: adds a value to a type. */
  create: defineEndpoint({ id: 'dictData.create', access: 'system:dict:add', method: 'POST', path: '/system/dict/data', encoding: 'json', body: dictDataBodySchema, response: okSchema }),
  /** Extension of spec §7: changes a value (label, key value, sort, echo style, style attribute, status). */
  update: defineEndpoint({ id: 'dictData.update', access: 'system:dict:edit', method: 'PUT', path: '/system/dict/data', encoding: 'json', body: dictDataBodySchema, response: okSchema }),
  /** Extension of spec §7: deletes values (comma-separated ids). */
  remove: defineEndpoint({ id: 'dictData.remove', access: 'system:dict:remove', method: 'DELETE', path: '/system/dict/data/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};

export const configEndpoints = {
  /** Extension of spec §7: RuoYi's GET /system/config/list (name, key, built-in, creation-time filters). */
  list: defineEndpoint({ id: 'configs.list', access: 'system:config:list', method: 'GET', path: '/system/config/list', encoding: 'query', query: configListQuerySchema, response: listResponseSchema(parameterSchema) }),
  /** Extension of spec §7: a parameter's value by key; RuoYi answers it in `msg` (`AjaxResult.success(value)`). */
  byKey: defineEndpoint({ id: 'configs.byKey', access: 'session', method: 'GET', path: '/system/config/configKey/:configKey', encoding: 'none', params: configKeyParamsSchema, response: okSchema }),
  /** Extension of spec §7: the parameters as a spreadsheet. */
  export: defineEndpoint({ id: 'configs.export', access: 'system:config:export', method: 'POST', path: '/system/config/export', encoding: 'form', body: configListQuerySchema, responseType: 'blob', timeout: 'export' }),
  /** Extension of spec §7: one parameter. */
  get: defineEndpoint({ id: 'configs.get', access: 'system:config:query', method: 'GET', path: '/system/config/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(parameterSchema) }),
  /** Extension of spec §7: adds a parameter; a key already used is refused. */
  create: defineEndpoint({ id: 'configs.create', access: 'system:config:add', method: 'POST', path: '/system/config', encoding: 'json', body: configBodySchema, response: okSchema }),
  /** Extension of spec §7: changes a parameter. */
  update: defineEndpoint({ id: 'configs.update', access: 'system:config:edit', method: 'PUT', path: '/system/config', encoding: 'json', body: configBodySchema, response: okSchema }),
  /** Extension of spec §7: deletes parameters (comma-separated ids); a built-in one (configType 'Y') is refused. */
  remove: defineEndpoint({ id: 'configs.remove', access: 'system:config:remove', method: 'DELETE', path: '/system/config/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};

export type DictTypeListQuery = z.input<typeof dictTypeListQuerySchema>;
export type DictDataListQuery = z.input<typeof dictDataListQuerySchema>;
export type ConfigListQuery = z.input<typeof configListQuerySchema>;
