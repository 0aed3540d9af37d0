import { collectionHandlers, standardEndpoints } from '../crud';
import { CSV_TYPE, toCsv } from '../csv';
import { ok } from '../envelope';
import { UNIQUE_REFUSALS } from '@vigil/sdk';
import { ApiError } from '../errors';
import type { Row } from '../state';
import { BlobReply, type Handler, type HandlerRequest, type HandlerTable } from './types';

// Dictionaries and parameters (extensions of spec §7 with RuoYi-Vue 3.9's paths): types, their values, parameters.

const dictTypes = collectionHandlers({
  collection: 'dictTypes',
  idField: 'dictId',
  label: 'dictionary type',
  likeFields: ['dictName', 'dictType'],
  uniqueBy: [{ field: 'dictType', refusal: UNIQUE_REFUSALS.dictType.dictType, name: 'dictName' }],
  sort: { field: 'dictId', descending: false },
  defaults: () => ({ status: '0', remark: '' }),
  refuseRemove: (id, context) => {
    const type = context.store.collection('dictTypes').find((row) => String(row.dictId) === id);
    const used = type !== undefined && context.store.collection('dictData').some((row) => row.dictType === type.dictType);
    return used ? new ApiError(500, 'dict.hasData', { name: String(type.dictName) }) : undefined;
  },
});

const dictData = collectionHandlers({
  collection: 'dictData',
  idField: 'dictCode',
  label: 'dictionary data',
  likeFields: ['dictLabel'],
  sort: { field: 'dictSort', descending: false },
  defaults: () => ({ status: '0', listClass: '', cssClass: '', isDefault: 'N', remark: '' }),
});

const configs = collectionHandlers({
  collection: 'configs',
  idField: 'configId',
  label: 'parameter',
  likeFields: ['configName', 'configKey'],
  uniqueBy: [{ field: 'configKey', refusal: UNIQUE_REFUSALS.config.configKey, name: 'configName' }],
  sort: { field: 'configId', descending: false },
  defaults: () => ({ configType: 'N', remark: '' }),
  refuseRemove: (id, context) => {
    const config = context.store.collection('configs').find((row) => String(row.configId) === id);
    return config?.configType === 'Y' ? new ApiError(500, 'config.builtIn', { key: String(config.configKey) }) : undefined;
  },
});

/** RuoYi's `params[beginTime]` / `params[endTime]` (its `addDateRange`) read as the plain creation-time range. */
function withCreatedRange(request: HandlerRequest): HandlerRequest {
  const input = { ...request.query, ...request.body };
  const range = (plain: 'beginTime' | 'endTime'): Row => {
    const value = input[plain] ?? input[`params[${plain}]`];
    return value === undefined ? {} : { [plain]: value };
  };
  return { ...request, query: { ...request.query, ...range('beginTime'), ...range('endTime') } };
}

const listed =
  (handler: Handler): Handler =>
  (request, context) =>
    handler(withCreatedRange(request), context);

const DICT_TYPE_COLUMNS = ['dictId', 'dictName', 'dictType', 'status', 'remark', 'createTime'];
const DICT_DATA_COLUMNS = ['dictCode', 'dictSort', 'dictLabel', 'dictValue', 'dictType', 'listClass', 'cssClass', 'isDefault', 'status', 'remark', 'createTime'];
const CONFIG_COLUMNS = ['configId', 'configName', 'configKey', 'configValue', 'configType', 'remark', 'createTime'];

export const dictHandlers: HandlerTable = {
  ...standardEndpoints('dictTypes', dictTypes),
  'dictTypes.list': listed(dictTypes.list),
  'dictTypes.optionSelect': (request, context) => ok(dictTypes.query({ ...request, query: {}, body: {} }, context).map((row) => dictTypes.present(row, context))),
  'dictTypes.export': (request, context) => new BlobReply('dict_type.csv', CSV_TYPE, toCsv(dictTypes.query(withCreatedRange(request), context), DICT_TYPE_COLUMNS)),
  /** Renaming a type's `dictType` renames it on its values too, so they stay its values (RuoYi does the same). */
  'dictTypes.update': (request, context) => {
    const type = dictTypes.find(request, context, request.body.dictId);
    const before = type.dictType;
    const answer = dictTypes.update(request, context);
    if (type.dictType !== before) for (const row of context.store.collection('dictData')) if (row.dictType === before) row.dictType = type.dictType;
    return answer;
  },

  ...standardEndpoints('dictData', dictData),
  /** The enabled values of one type in sort order: what every tag of the console reads. */
  'dictData.byType': (request, context) =>
    ok(
      dictData
        .query({ ...request, query: { dictType: String(request.params.dictType), status: '0' }, body: {} }, context)
        .map((row) => dictData.present(row, context)),
    ),
  'dictData.export': (request, context) => new BlobReply('dict_data.csv', CSV_TYPE, toCsv(dictData.query(request, context), DICT_DATA_COLUMNS)),

  ...standardEndpoints('configs', configs),
  'configs.list': listed(configs.list),
  /** RuoYi answers a parameter's value in `msg` (empty when the key is unknown). */
  'configs.byKey': (request, context) => {
    const config = configs.findBy(request, context, (row) => row.configKey === request.params.configKey);
    return { code: 200, msg: String(config?.configValue ?? '') };
  },
  'configs.export': (request, context) => new BlobReply('config.csv', CSV_TYPE, toCsv(configs.query(withCreatedRange(request), context), CONFIG_COLUMNS)),
};


