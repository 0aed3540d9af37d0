import type { Site } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';
import type { FormFieldConfig } from '../forms/form-types';
import type { ListPage, ListQuery, SearchField } from '../list/list-types';

export type { Site };

export const SITE_LIST_KEY = ['sites.list'] as const;

/** The site search: its name (the backend matches name and address). */
export const SITE_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'name', label: 'site.name', kind: 'text' }];

/** The site dialog (sites.create/update): name, address, contact, phone, and a location (both coordinates or neither). */
export const SITE_FIELDS: readonly FormFieldConfig[] = [
  { name: 'name', label: 'site.name', kind: 'text', required: true },
  { name: 'address', label: 'site.address', kind: 'text' },
  { name: 'contact', label: 'site.contact', kind: 'text' },
  { name: 'phone', label: 'site.phone', kind: 'text' },
  { name: 'longitude', label: 'site.longitude', kind: 'text', blank: 'null' },
  { name: 'latitude', label: 'site.latitude', kind: 'text', blank: 'null' },
];

export type SiteFormValues = Record<string, string | number>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A new site (every field empty), or the one to edit with its id. */
export function siteValues(row: Site | null): SiteFormValues {
  const values = Object.fromEntries(SITE_FIELDS.map((f) => [f.name, text(row?.[f.name])]));
  return row ? { id: row.id, ...values } : values;
}

/** One page of sites (POST /system/jgtc/list). */
export async function fetchSitePage({ filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Site>> {
  const result = await unwrap(fullClient.sites.list({ ...filters, pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}
