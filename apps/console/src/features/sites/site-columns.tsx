import type { ListColumn } from '../list/list-types';
import type { Site } from './site-list';
import { textOrDash as text } from '../list/cell-text';

/** The site list's columns. */
export function siteColumns(time: (value: unknown) => string): ListColumn<Site>[] {
  return [
    { id: 'id', label: 'site.id', cell: (row) => String(row.id) },
    { id: 'name', label: 'site.name', cell: (row) => row.name },
    { id: 'address', label: 'site.address', cell: (row) => text(row.address) },
    { id: 'contact', label: 'site.contact', cell: (row) => text(row.contact) },
    { id: 'phone', label: 'site.phone', cell: (row) => text(row.phone) },
    { id: 'deviceCount', label: 'site.deviceCount', cell: (row) => text(row.deviceCount) },
    { id: 'createTime', label: 'site.createTime', cell: (row) => time(row.createTime) },
  ];
}
