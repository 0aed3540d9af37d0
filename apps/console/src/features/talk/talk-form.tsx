import type { TalkGroup } from '@vigil/sdk';
import type { FormFieldConfig, FormOption } from '../forms/form-types';
import type { SearchField } from '../list/list-types';

/** The group form (talkGroupBodySchema): its name and its member helmets. */
export function talkGroupFields(helmets: readonly FormOption[]): readonly FormFieldConfig[] {
  return [
    { name: 'name', label: 'talk.name', kind: 'text', required: true },
    { name: 'members', label: 'talk.members', kind: 'checkboxes', options: helmets, required: true, hint: 'talk.membersHint', empty: 'talk.noHelmets' },
  ];
}

export interface TalkGroupValues {
  id?: string | number;
  name: string;
  members: string[];
}

export const newTalkGroup = (): TalkGroupValues => ({ name: '', members: [] });
export const talkGroupValues = (group: TalkGroup): TalkGroupValues => ({ id: group.id, name: group.name, members: [...group.members] });

/** The groups' search form: name. */
export const TALK_SEARCH_FIELDS: readonly SearchField[] = [{ name: 'name', label: 'talk.name', kind: 'text' }];
/** The query key of the talk group lists (with the module after it). */
export const TALK_GROUP_KEY = 'talkGroups';
