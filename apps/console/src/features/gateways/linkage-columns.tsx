import type { Linkage } from '@vigil/sdk';
import { Tag } from '@vigil/ui';
import type { ReactNode } from 'react';
import type { Language, Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';
import { sourceName } from './linkage-form';

/** The rules' columns: name, alarm source, target gateway and channel, action, the enable switch, creation time. */
export function linkageColumns(t: Translate, time: (value: unknown) => string, language: Language, enabled: (rule: Linkage) => ReactNode): ListColumn<Linkage>[] {
  return [
    { id: 'name', label: 'linkage.name', cell: (r) => r.name },
    { id: 'source', label: 'linkage.source', cell: (r) => sourceName(r.sourceProductId, language) },
    { id: 'sourceImei', label: 'linkage.sourceDevice', cell: (r) => <span className="font-mono">{r.sourceImei ?? t('linkage.anyDevice')}</span> },
    { id: 'target', label: 'linkage.target', cell: (r) => <span className="font-mono">{r.targetImei}</span> },
    { id: 'channel', label: 'linkage.channel', cell: (r) => t('gateway.channel', { channel: r.channel }) },
    { id: 'action', label: 'linkage.action', cell: (r) => <Tag variant={r.action === 'on' ? 'success' : 'default'}>{t(r.action === 'on' ? 'linkage.actionOn' : 'linkage.actionOff')}</Tag> },
    { id: 'enabled', label: 'linkage.enabled', cell: enabled },
    { id: 'createTime', label: 'notify.createTime', cell: (r) => time(r.createTime) },
  ];
}
