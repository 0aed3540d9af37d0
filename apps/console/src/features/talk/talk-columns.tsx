import type { TalkGroup } from '@vigil/sdk';
import type { Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';

/** The groups' columns: number, name, creator, members (how many, their IMEIs on hover), creation time. */
export function talkColumns(t: Translate, time: (value: unknown) => string): ListColumn<TalkGroup>[] {
  return [
    { id: 'number', label: 'talk.number', cell: (g) => <span className="font-mono">{g.number}</span> },
    { id: 'name', label: 'talk.name', cell: (g) => g.name },
    { id: 'createBy', label: 'talk.creator', cell: (g) => g.createBy ?? '—' },
    { id: 'members', label: 'talk.members', cell: (g) => <span title={g.members.join(', ')}>{t('talk.memberCount', { count: g.members.length })}</span> },
    { id: 'createTime', label: 'talk.createTime', cell: (g) => time(g.createTime) },
  ];
}
