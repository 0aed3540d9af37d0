import type { MockContext } from './context';
import { type Body, ok, page } from './envelope';
import { ApiError } from './errors';
import type { Handler, HandlerRequest } from './handlers/types';
import { OWNER_FIELDS, type OwnerRule, ownerStamp, visibleIn } from './scope';
import type { Row } from './state';
import { formatTime, parseTime } from './time-format';
import { NOUNS, type Noun } from './i18n/nouns';
import type { TextKey } from './i18n/locale';

/** How one stored collection is exposed as list/get/create/update/remove. */
export interface CollectionConfig {
  collection: string;
  /** Primary key field, e.g. `userId`. */
  idField: string;
  /** What a record is called in messages (a key of NOUNS). */
  label: Noun;
  /** Fields matched by substring rather than equality (names, titles). */
  likeFields?: readonly string[];
  /** Field the begin/end time filter applies to (default createTime). */
  timeField?: string;
  /** Default sort: field and direction (default: newest id first). */
  sort?: { field: string; descending: boolean };
  /** Fields never sent to clients (passwords, internal markers). */
  hidden?: readonly string[];
  /** A field whose value must be unique (e.g. userName). */
  unique?: string;
  /**
   * RuoYi's uniqueness checks (the sdk's UNIQUE_REFUSALS): a non-empty `field` value another row holds (among the rows
   * of the same `within` value, e.g. a parent) refuses the add or edit with its key, naming the record by `name`.
   */
  uniqueBy?: readonly UniqueRule[];
  /** Fields filled in on create when the body lacks them. */
  defaults?: (request: HandlerRequest, context: MockContext) => Row;
  /**
   * Who owns a row (see OwnerRule): lists, gets, updates and deletes keep to the request's scope, an out-of-scope row
   * answering like a missing one; a new `record` row takes its creator's department and name. Unset: organisation-wide.
   */
  owner?: OwnerRule;
  /** Why a row may not be deleted (still referenced), or undefined when it may. */
  refuseRemove?: (id: string, context: MockContext) => ApiError | undefined;
  /** Projection of a stored row into what clients get (derived fields). */
  view?: (row: Row, context: MockContext) => Row;
}

export interface UniqueRule {
  field: string;
  refusal: { add: TextKey; edit: TextKey };
  /** The field whose value names the record in the refusal (`{name}`). */
  name: string;
  within?: string;
}

const PAGING_KEYS = new Set(['pageNum', 'pageSize', 'orderByColumn', 'isAsc', 'beginTime', 'endTime', 'params']);

export interface CollectionHandlers {
  list: Handler;
  /** All matching rows (no paging) as `data`. */
  listAll: Handler;
  get: Handler;
  create: Handler;
  update: Handler;
  remove: Handler;
  /** Filtered, sorted rows (in scope) for custom handlers. */
  query(request: HandlerRequest, context: MockContext): Row[];
  /** The row with this id in the request's scope; else the "does not exist" refusal. */
  find(request: HandlerRequest, context: MockContext, id: unknown): Row;
  /** Whether a row is in the request's scope. */
  visible(request: HandlerRequest, context: MockContext): (row: Row) => boolean;
  /** The first row in the request's scope that matches (lookups by other fields than the id: IMEI, user). */
  findBy(request: HandlerRequest, context: MockContext, match: (row: Row) => boolean): Row | undefined;
  present(row: Row, context: MockContext): Row;
  /** Throws RuoYi's refusal when the written row (`self` when editing) breaks a uniqueness rule (`uniqueBy`). */
  checkUnique(row: Row, context: MockContext, self?: Row): void;
}

/** One generic implementation of list (paging, filtering, sorting), get, create, update and delete. */
export function collectionHandlers(config: CollectionConfig): CollectionHandlers {
  const hidden = new Set(config.hidden ?? []);
  const like = new Set(config.likeFields ?? []);
  const timeField = config.timeField ?? 'createTime';
  const what = NOUNS[config.label];

  const present = (row: Row, context: MockContext): Row => {
    const viewed = config.view ? config.view(row, context) : row;
    return Object.fromEntries(Object.entries(viewed).filter(([key]) => !hidden.has(key)));
  };

  const rows = (context: MockContext) => context.store.collection(config.collection);

  const visible = (request: HandlerRequest, context: MockContext): ((row: Row) => boolean) =>
    config.owner ? visibleIn(request.scope, config.owner, context) : () => true;

  const findBy = (request: HandlerRequest, context: MockContext, match: (row: Row) => boolean): Row | undefined => {
    const inScope = visible(request, context);
    return rows(context).find((row) => match(row) && inScope(row));
  };

  const find = (request: HandlerRequest, context: MockContext, id: unknown): Row => {
    const row = findBy(request, context, (r) => String(r[config.idField]) === String(id));
    if (!row) throw new ApiError(500, 'record.missing', { what, id: String(id) });
    return row;
  };

  /** The body without the id and, for `record` rows, without owner fields (a request cannot move a row out of scope). */
  const writable = (body: Row): Row => {
    const input = { ...body };
    delete input[config.idField];
    if (config.owner === 'record') for (const field of OWNER_FIELDS) delete input[field];
    return input;
  };

  const query = (request: HandlerRequest, context: MockContext): Row[] => {
    const input = { ...request.query, ...request.body };
    const begin = parseTime(input.beginTime);
    const end = parseTime(input.endTime);
    const filters = Object.entries(input).filter(([key, value]) => !PAGING_KEYS.has(key) && value !== undefined && value !== '' && value !== null);
    const inScope = visible(request, context);
    const matched = rows(context).filter((row) => {
      if (!inScope(row)) return false;
      for (const [key, value] of filters) {
        if (!Object.hasOwn(row, key) || typeof value === 'object') continue;
        const actual = row[key];
        if (like.has(key)) {
          if (!String(actual ?? '').toLowerCase().includes(String(value).toLowerCase())) return false;
        } else if (String(actual) !== String(value)) return false;
      }
      if (begin !== undefined || end !== undefined) {
        const time = parseTime(row[timeField]);
        if (time === undefined) return false;
        if (begin !== undefined && time < begin) return false;
        if (end !== undefined && time > end + (/^\d{4}-\d{2}-\d{2}$/.test(String(input.endTime)) ? 86_399_999 : 0)) return false;
      }
      return true;
    });
    const field = typeof input.orderByColumn === 'string' && input.orderByColumn !== '' ? input.orderByColumn : config.sort?.field;
    const descending = input.isAsc === undefined ? (config.sort?.descending ?? true) : /^desc/i.test(String(input.isAsc));
    if (!field) return descending ? matched.reverse() : matched;
    return matched.sort((a, b) => compare(a[field], b[field]) * (descending ? -1 : 1));
  };

  const list: Handler = (request, context) => paginate(query(request, context), request, (row) => present(row, context));

  /** The first RuoYi uniqueness rule the written row (`row`, `self` when editing) breaks, as RuoYi's controller refuses it. */
  const checkUnique = (row: Row, context: MockContext, self?: Row): void => {
    for (const rule of config.uniqueBy ?? []) {
      const value = row[rule.field];
      if (value === undefined || value === null || value === '') continue;
      const clash = rows(context).some(
        (other) => other !== self && String(other[rule.field]) === String(value) && (rule.within === undefined || String(other[rule.within]) === String(row[rule.within])),
      );
      if (clash) throw new ApiError(500, self ? rule.refusal.edit : rule.refusal.add, { name: String(row[rule.name] ?? '') }, rule.field);
    }
  };

  const create: Handler = (request, context) => {
    const input = writable(request.body);
    checkUnique(input, context);
    if (config.unique && rows(context).some((r) => r[config.unique ?? ''] === input[config.unique ?? ''])) {
      throw new ApiError(500, 'record.duplicate', { what, value: String(input[config.unique]) });
    }
    const row: Row = {
      ...(config.defaults?.(request, context) ?? {}),
      ...input,
      ...(config.owner === 'record' && request.session ? ownerStamp(request.session.user) : {}),
      [config.idField]: context.store.nextId(),
      createTime: formatTime(context.now()),
    };
    rows(context).push(row);
    return ok(present(row, context));
  };

  const update: Handler = (request, context) => {
    const id = request.body[config.idField];
    if (id === undefined || id === '') throw new ApiError(400, 'record.idRequired', { what });
    const row = find(request, context, id);
    const input = writable(request.body);
    if (config.unique && input[config.unique] !== undefined && rows(context).some((r) => r !== row && r[config.unique ?? ''] === input[config.unique ?? ''])) {
      throw new ApiError(500, 'record.duplicate', { what, value: String(input[config.unique]) });
    }
    checkUnique({ ...row, ...input }, context, row);
    Object.assign(row, input, { updateTime: formatTime(context.now()) });
    return ok(present(row, context));
  };

  const remove: Handler = (request, context) => {
    // RuoYi deletes several rows at once with a comma-separated id list.
    const ids = String(request.params.id ?? request.body.id ?? '').split(',').filter(Boolean);
    if (ids.length === 0) throw new ApiError(400, 'record.idRequired', { what });
    for (const id of ids) {
      find(request, context, id);
      const refusal = config.refuseRemove?.(id, context);
      if (refusal) throw refusal;
    }
    const keep = rows(context).filter((r) => !ids.includes(String(r[config.idField])));
    context.store.state.collections[config.collection] = keep;
    return ok();
  };

  const get: Handler = (request, context) => ok(present(find(request, context, request.params.id), context));
  const listAll: Handler = (request, context): Body => ok(query(request, context).map((row) => present(row, context)));

  return { list, listAll, get, create, update, remove, query, find, findBy, visible, present, checkUnique };
}

/** The usual five endpoint ids of a domain (`<domain>.list` … `<domain>.remove`) bound to one collection. */
export function standardEndpoints(domain: string, handlers: CollectionHandlers): Record<string, Handler> {
  const { list, get, create, update, remove } = handlers;
  return { [`${domain}.list`]: list, [`${domain}.get`]: get, [`${domain}.create`]: create, [`${domain}.update`]: update, [`${domain}.remove`]: remove };
}

/** `{ rows, total }` of one page (pageNum/pageSize from the query or body; no pageSize → everything). */
export function paginate(all: readonly Row[], request: HandlerRequest, present: (row: Row) => Row = (row) => row): Body {
  const input = { ...request.query, ...request.body };
  const pageNum = positive(input.pageNum) ?? 1;
  const pageSize = positive(input.pageSize);
  const slice = pageSize === undefined ? all : all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return page(slice.map(present), all.length);
}

/** Page bounds for lazily generated lists: the index range to produce. */
export function pageBounds(total: number, request: HandlerRequest): { start: number; end: number } {
  const input = { ...request.query, ...request.body };
  const pageNum = positive(input.pageNum) ?? 1;
  const pageSize = positive(input.pageSize);
  if (pageSize === undefined) return { start: 0, end: total };
  return { start: Math.min(total, (pageNum - 1) * pageSize), end: Math.min(total, pageNum * pageSize) };
}

function positive(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'zh-CN', { numeric: true });
}
