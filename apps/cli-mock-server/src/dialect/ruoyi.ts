import type { EndpointDefinition } from '@vigil/sdk';
import type { Body } from '../envelope';
import type { Locale } from '../i18n/messages';
import type { MockState, Row } from '../state';
import { formatTime } from '../time-format';
import type { Dialect, RequestFields } from './dialect';
import { type CodedField, RUOYI_CODED_FIELDS, RUOYI_COLUMNS, RUOYI_EPOCH_FIELDS, RUOYI_RECORDS_OF, type RecordKind } from './ruoyi-codes';

/** RuoYi's TableSupport: `pageNum` and `pageSize` from the request parameters, 1 and 10 when absent. */
const DEFAULT_PAGE = { pageNum: '1', pageSize: '10' } as const;
const PAGING = ['pageNum', 'pageSize'] as const;
/** Where a record sits in an answer: a table's rows, an AjaxResult's data, getInfo's user. */
const RECORD_KEYS = ['rows', 'data', 'user'] as const;

const fieldsOf = (kind: RecordKind) => RUOYI_CODED_FIELDS.filter((coded) => coded.kind === kind);
const codeOf = (coded: CodedField, value: unknown) => coded.codes[String(value)]?.code;
const wordOf = (coded: CodedField, value: unknown): string | boolean | undefined => {
  const word = Object.keys(coded.codes).find((key) => String(coded.codes[key]?.code) === String(value));
  return word === 'true' || word === 'false' ? word === 'true' : word;
};
const byDict = new Map(RUOYI_CODED_FIELDS.map((coded) => [coded.dict, coded]));

const isPlainObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Calls answering a TableDataInfo (`rows`, `total`): the ones whose backend method calls `startPage()`. */
function answersTable(endpoint: EndpointDefinition): boolean {
  const shape = (endpoint.response as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'rows' in shape && 'total' in shape;
}

/** Codes read back as vigil-mock's words; a value that is no code (a word the console sent) is left as it came. */
function readCodes(kind: RecordKind | undefined, fields: Record<string, unknown>): Record<string, unknown> {
  if (!kind) return fields;
  const out = { ...fields };
  for (const coded of fieldsOf(kind)) {
    if (out[coded.field] === undefined || out[coded.field] === '') continue;
    const word = wordOf(coded, out[coded.field]);
    if (word !== undefined) out[coded.field] = word;
  }
  return out;
}

/**
 * Paging as RuoYi reads it: from request parameters only, which are the query string and a form or multipart body
 * (a servlet reads those as parameters) but never a JSON body; page 1 of 10 when none is given.
 */
function pagingOf(endpoint: EndpointDefinition, { query, body }: RequestFields): RequestFields {
  const parameters = endpoint.encoding === 'form' || endpoint.encoding === 'multipart' ? { ...body, ...query } : query;
  const rest = { ...body };
  for (const key of PAGING) delete rest[key];
  const paging = Object.fromEntries(PAGING.map((key) => [key, parameters[key] ?? DEFAULT_PAGE[key]]));
  return { query: { ...query, ...paging }, body: rest };
}

/** Empty strings as null, one level into nested objects too (a user's `dept`). */
function nullEmpty(record: Row): Row {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value === '' ? null : isPlainObject(value) ? nullEmpty(value) : value]));
}

/** One record as a RuoYi-family backend writes it. */
function writeRecord(kind: RecordKind | undefined, record: Row, zone: string): Row {
  let out: Row = { ...record };
  for (const field of RUOYI_EPOCH_FIELDS) if (typeof out[field] === 'number') out[field] = formatTime(out[field] as number, zone);
  if (!kind) return out;
  out = nullEmpty(out);
  for (const column of RUOYI_COLUMNS[kind]) if (out[column] === undefined) out[column] = null;
  for (const coded of fieldsOf(kind)) {
    const code = codeOf(coded, out[coded.field]);
    if (code !== undefined) out[coded.field] = code;
  }
  if (kind === 'dictData') {
    // A dictionary of coded values lists the codes (its rows are stored with vigil-mock's words).
    const coded = byDict.get(String(out.dictType));
    const code = coded ? codeOf(coded, out.dictValue) : undefined;
    if (code !== undefined) out.dictValue = String(code);
  }
  return out;
}

function writeRecords(kind: RecordKind | undefined, value: unknown, zone: string): unknown {
  if (Array.isArray(value)) return value.map((item) => (isPlainObject(item) ? writeRecord(kind, item, zone) : item));
  return isPlainObject(value) ? writeRecord(kind, value, zone) : value;
}

/** The dictionaries for the coded fields that the default seed lacks, with vigil-mock's words as values. */
function seedDictionaries(state: MockState, locale: Locale): MockState {
  state.collections.dictTypes ??= [];
  state.collections.dictData ??= [];
  const types = state.collections.dictTypes;
  const data = state.collections.dictData;
  const createTime = types[0]?.createTime ?? formatTime(state.epoch);
  for (const coded of RUOYI_CODED_FIELDS) {
    if (!coded.dictName || types.some((type) => type.dictType === coded.dict)) continue;
    types.push({ dictId: ++state.sequence, dictName: coded.dictName[locale], dictType: coded.dict, status: '0', remark: '', createTime });
    Object.entries(coded.codes).forEach(([word, { label, style }], index) => {
      data.push({ dictCode: ++state.sequence, dictType: coded.dict, dictLabel: label[locale], dictValue: word, dictSort: index + 1, listClass: style ?? '', cssClass: '', isDefault: 'N', status: '0', createTime });
    });
  }
  return state;
}

/**
 * A RuoYi-family vendor backend (RuoYi-Vue, FastBee): integer and dictionary codes for vigil-mock's words (the table in
 * ruoyi-codes.ts), `null` for empty columns, times as `yyyy-MM-dd HH:mm:ss`, paging from request parameters only
 * (default page 1 of 10), every message in Chinese.
 */
export const RUOYI_DIALECT: Dialect = {
  name: 'ruoyi',
  locale: 'zh-CN',
  request(endpoint, fields) {
    const kind = RUOYI_RECORDS_OF[endpoint.id];
    const read = { query: readCodes(kind, fields.query), body: readCodes(kind, fields.body) };
    return answersTable(endpoint) ? pagingOf(endpoint, read) : read;
  },
  response(endpoint, body, zone) {
    if (body.code !== 200) return body;
    const kind = RUOYI_RECORDS_OF[endpoint.id];
    const out: Body = { ...body };
    for (const key of RECORD_KEYS) if (key in out) out[key] = writeRecords(kind, out[key], zone);
    return out;
  },
  seed: seedDictionaries,
};
