import { formatBytes, type HelmetMedia, type HelmetMediaType, type HelmetUploadStatus, isKnownCode } from '@vigil/sdk';
import type { TagVariant } from '@vigil/ui';
import { CodeTag } from '../dicts';
import type { Translate } from '../../i18n/translator';
import type { MessageKey } from '../../i18n/zh-CN';
import type { ListColumn, SearchField } from '../list/list-types';

/** Spec §4's upload statuses: each word and colour (grey not uploaded, blue uploading, green uploaded, red failed). */
export const UPLOAD_STATUS: Record<HelmetUploadStatus, { label: MessageKey; variant: TagVariant }> = {
  notUploaded: { label: 'photo.statusNotUploaded', variant: 'default' },
  uploading: { label: 'photo.statusUploading', variant: 'info' },
  uploaded: { label: 'photo.statusUploaded', variant: 'success' },
  failed: { label: 'photo.statusFailed', variant: 'danger' },
};

const TYPES = { photo: 'photo.typePhoto', video: 'photo.typeVideo' } as const satisfies Record<HelmetMediaType, MessageKey>;
const HELMET_MEDIA_TYPES = Object.keys(TYPES) as HelmetMediaType[];

/** The photos' columns: file name, helmet, type, upload status, size, when it was taken. */
export function photoColumns(t: Translate, time: (value: unknown) => string): ListColumn<HelmetMedia>[] {
  return [
    { id: 'name', label: 'photo.name', cell: (m) => <span className="font-mono">{m.name}</span> },
    { id: 'imei', label: 'photo.imei', cell: (m) => <span className="font-mono">{m.imei}</span> },
    { id: 'type', label: 'photo.type', cell: (m) => (isKnownCode(HELMET_MEDIA_TYPES, m.type) ? t(TYPES[m.type]) : m.type) },
    { id: 'status', label: 'photo.status', cell: (m) => <CodeTag field="uploadStatus" value={m.status} words={UPLOAD_STATUS} data={{ 'data-testid': 'upload-status' }} /> },
    { id: 'size', label: 'photo.size', cell: (m) => (typeof m.size === 'number' ? formatBytes(m.size) : '—') },
    { id: 'createTime', label: 'photo.takenTime', cell: (m) => time(m.createTime) },
  ];
}

/** The photos' search form: IMEI, type and upload status. */
export const PHOTO_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'imei', label: 'photo.imei', kind: 'text' },
  { name: 'type', label: 'photo.type', kind: 'select', options: Object.entries(TYPES).map(([value, label]) => ({ value, label })) },
  { name: 'status', label: 'photo.status', kind: 'select', options: Object.entries(UPLOAD_STATUS).map(([value, { label }]) => ({ value, label })) },
];
