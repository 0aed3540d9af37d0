import type { Entrance } from '@vigil/sdk';
import { createElement } from 'react';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';
import type { FormFieldConfig } from '../forms/form-types';
import type { ListPage, ListQuery, SearchField } from '../list/list-types';
import { NamesInput } from './names-input';

export type { Entrance };

/** The entrances of one site in the query cache (prefix of each of its pages). */
export const entranceListKey = (siteId: string) => ['sites.entrances', siteId] as const;

export const ENTRANCE_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'name', label: 'site.entranceName', kind: 'text' }];

/** The persons in charge, typed as one comma-separated text and held as the list the sdk's rule checks. */
export const TZ_NAMES_FIELD: FormFieldConfig = { name: 'tzNames', label: 'site.tzNames', kind: 'custom', hint: 'site.tzNamesHint', control: (props) => createElement(NamesInput, props) };

/** The entrance dialog (sites.createEntrance/updateEntrance): its name and persons in charge. */
export const ENTRANCE_FIELDS: readonly FormFieldConfig[] = [{ name: 'name', label: 'site.entranceName', kind: 'text', required: true }, TZ_NAMES_FIELD];

export type EntranceFormValues = { id?: string | number; siteId: string; name: string; tzNames: string[] };

/** A new entrance of `siteId`, or the one to edit with its id. */
export function entranceValues(siteId: string, row: Entrance | null): EntranceFormValues {
  return row ? { id: row.id, siteId, name: row.name, tzNames: row.tzNames ?? [] } : { siteId, name: '', tzNames: [] };
}

/** One page of a site's entrances (POST /jgtc/men/list). */
export async function fetchEntrancePage(siteId: string, { filters, pageNum, pageSize }: ListQuery): Promise<ListPage<Entrance>> {
  const result = await unwrap(fullClient.sites.entrances({ ...filters, siteId, pageNum, pageSize }));
  return { rows: result.rows, total: result.total };
}
