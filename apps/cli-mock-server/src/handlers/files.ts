import { fileEndpoints, isPreviewSafeType } from '@vigil/sdk';
import type { MockContext } from '../context';
import { collectionHandlers } from '../crud';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { isSignedDocumentLink, signDocumentLink } from '../file-links';
import { NOUNS } from '../i18n/nouns';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { descendantsOf, nest } from '../tree';
import { BlobReply, type HandlerTable } from './types';

/** Uploaded bytes are kept in the state only up to this size (the state file stays small). */
const KEEP_BYTES = 256 * 1024;

const columns = collectionHandlers({
  collection: 'fileColumns',
  idField: 'id',
  label: 'file column',
  sort: { field: 'sort', descending: false },
  defaults: () => ({ parentId: 0, sort: 0 }),
  refuseRemove: (id, context) => {
    if (context.store.collection('fileColumns').some((c) => String(c.parentId) === id)) return new ApiError(500, 'record.hasChildren', { what: NOUNS['file column'] });
    if (context.store.collection('files').some((f) => String(f.columnId) === id)) return new ApiError(500, 'column.hasFiles');
    return undefined;
  },
});
const items = collectionHandlers({ collection: 'files', idField: 'id', label: 'file', likeFields: ['name', 'remark'], hidden: ['content'] });

interface ColumnNode {
  [key: string]: unknown;
  children?: ColumnNode[];
}

async function storeUpload(context: MockContext, file: Blob, columnId: unknown, type: unknown): Promise<Row> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const id = context.store.nextId();
  const row: Row = {
    id,
    columnId: columnId ?? null,
    type: type ?? (file.type.startsWith('video/') ? 'video' : 'document'),
    name: (file instanceof File && file.name) || `upload-${id}`,
    link: `/file/info/download/resource?resource=${id}`,
    remark: '',
    size: bytes.length,
    contentType: file.type || 'application/octet-stream',
    content: bytes.length <= KEEP_BYTES ? Buffer.from(bytes).toString('base64') : undefined,
    createTime: formatTime(context.now()),
  };
  context.store.collection('files').push(row);
  return row;
}

/** A stored file's bytes, or a placeholder text for seeded files and uploads too large to keep. */
function contentOf(file: Row): string | Uint8Array {
  return typeof file.content === 'string' ? new Uint8Array(Buffer.from(file.content, 'base64')) : `${String(file.name)}\n${String(file.remark ?? '')}\n(vigil-mock placeholder content)\n`;
}

export const fileHandlers: HandlerTable = {
  'files.columnTree': (_request, context) =>
    ok(nest<ColumnNode>(context.store.collection('fileColumns'), 'id', 'parentId', (row, children) => ({ ...row, ...(children.length > 0 ? { children } : {}) }), 'sort')),
  'files.createColumn': columns.create,
  /** As RuoYi's departments: a column cannot become its own parent or move under one of its sub-columns. */
  'files.updateColumn': (request, context) => {
    const { id, parentId } = request.body;
    if (parentId !== undefined && parentId !== null) {
      if (String(parentId) === String(id)) throw new ApiError(500, 'column.ownParent', {}, 'parentId');
      if (descendantsOf(context.store.collection('fileColumns'), 'id', 'parentId', id).has(String(parentId))) throw new ApiError(500, 'column.underDescendant', {}, 'parentId');
    }
    return columns.update(request, context);
  },
  'files.removeColumn': columns.remove,
  'files.items': items.list,
  'files.document': items.get,
  'files.createItem': items.create,
  'files.updateItem': items.update,
  'files.removeItem': items.remove,
  /** One or more files (uploadBodySchema: at least one, each within the table's limit). */
  'files.upload': async ({ body }, context) => {
    const files = (Array.isArray(body.files) ? body.files : [body.files]).filter((f): f is Blob => f instanceof Blob);
    const rows = [];
    for (const file of files) rows.push(await storeUpload(context, file, body.columnId, body.type));
    const first = rows[0];
    return ok({ url: first?.link, fileName: first?.name, ids: rows.map((r) => r.id) });
  },
  /**
   * A document (never a video), with a session or a signed link (files.documentLink); answered as data: in place only
   * when its type is preview-safe (the sdk's isPreviewSafeType), else as an attachment (see reply: nosniff, sandbox).
   */
  'files.openDocument': ({ params, query, session }, context) => {
    const id = String(params.id);
    if (!session && !isSignedDocumentLink(context, id, query)) throw new ApiError(401, 'auth.expired');
    const file = context.store.collection('files').find((f) => String(f.id) === id && f.type === 'document');
    if (!file) throw new ApiError(500, 'file.missing', { name: id });
    const type = String(file.contentType ?? 'application/octet-stream');
    return new BlobReply(String(file.name), type, contentOf(file), isPreviewSafeType(type) ? 'inline' : 'attachment');
  },
  'files.documentLink': ({ params }, context) => {
    const id = String(params.id);
    if (!context.store.collection('files').some((f) => String(f.id) === id && f.type === 'document')) throw new ApiError(500, 'file.missing', { name: id });
    const { expires, query } = signDocumentLink(context, id);
    return ok({ url: `${fileEndpoints.openDocument.path.replace(':id', encodeURIComponent(id))}?${query}`, expires });
  },
  'files.download': async ({ query }, context) => {
    const resource = String(query.resource);
    const file = context.store.collection('files').find((f) => String(f.id) === resource || f.name === resource || f.link === resource);
    if (!file) throw new ApiError(500, 'file.missing', { name: resource });
    const data = contentOf(file);
    if (query.delete === true) {
      context.store.state.collections.files = context.store.collection('files').filter((f) => f !== file);
      // A GET that deletes: saved before the answer like any other write (only non-GET calls are saved by the route).
      await context.store.changed();
    }
    return new BlobReply(String(file.name), String(file.contentType ?? 'application/octet-stream'), data);
  },
};
