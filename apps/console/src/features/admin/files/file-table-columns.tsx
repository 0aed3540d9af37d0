import { formatBytes } from '@vigil/sdk';
import { Tag } from '@vigil/ui';
import type { Translate } from '../../../i18n/translator';
import type { ListColumn } from '../../list/list-types';
import type { FileColumn } from './column-queries';
import { type FileItem, publicPath } from './file-queries';
import { textOrDash as text } from '../../list/cell-text';

/** The files list's columns: name, type, column, external link, size, remark, created, and a document's public link. */
export function fileTableColumns(t: Translate, time: (value: unknown) => string, columns: readonly FileColumn[]): ListColumn<FileItem>[] {
  const titles = new Map(columns.map((c) => [String(c.id), c.title]));
  return [
    { id: 'name', label: 'fileAdmin.name', cell: (f) => f.name },
    {
      id: 'type',
      label: 'fileAdmin.type',
      cell: (f) => (
        <Tag variant={f.type === 'video' ? 'warning' : 'primary'} data-type={f.type}>
          {t(f.type === 'video' ? 'fileAdmin.video' : 'fileAdmin.document')}
        </Tag>
      ),
    },
    { id: 'column', label: 'fileAdmin.column', cell: (f) => text(f.columnId == null ? undefined : titles.get(String(f.columnId))) },
    {
      id: 'link',
      label: 'fileAdmin.link',
      cell: (f) =>
        f.link && /^https?:\/\//.test(f.link) ? (
          <a className="inline-block max-w-56 truncate align-bottom text-primary underline" href={f.link} title={f.link} target="_blank" rel="noreferrer noopener">
            {f.link}
          </a>
        ) : (
          text(f.link)
        ),
    },
    { id: 'size', label: 'fileAdmin.size', cell: (f) => (typeof f.size === 'number' ? formatBytes(f.size) : '—') },
    { id: 'remark', label: 'fileAdmin.remark', cell: (f) => text(f.remark) },
    { id: 'createTime', label: 'fileAdmin.createTime', cell: (f) => time(f.createTime) },
    {
      id: 'public',
      label: 'fileAdmin.publicLink',
      cell: (f) =>
        f.type === 'document' ? (
          <a className="text-primary underline" href={publicPath(f)} target="_blank" rel="noopener" aria-label={`${t('fileAdmin.openPublic')} ${f.name}`}>
            {t('fileAdmin.openPublic')}
          </a>
        ) : (
          '—'
        ),
    },
  ];
}
