import type { Contact } from '@vigil/sdk';
import { Tag } from '@vigil/ui';
import { MessageSquare, Phone } from 'lucide-react';
import type { Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';

/** The contacts list's columns: name, number type, number, notification method (icon and word), device, time. */
export function contactColumns(t: Translate, time: (value: unknown) => string): ListColumn<Contact>[] {
  return [
    { id: 'name', label: 'notify.contactName', cell: (c) => c.name },
    { id: 'numberType', label: 'notify.numberType', cell: (c) => t(c.numberType === 'mobile' ? 'notify.mobile' : 'notify.landline') },
    { id: 'number', label: 'notify.number', cell: (c) => <span className="font-mono">{c.number}</span> },
    {
      id: 'notifyMethod',
      label: 'notify.notifyMethod',
      cell: (c) => (
        <Tag variant={c.notifyMethod === 'voice' ? 'warning' : 'default'}>
          {c.notifyMethod === 'voice' ? <Phone aria-hidden="true" className="size-3" /> : <MessageSquare aria-hidden="true" className="size-3" />}
          {t(c.notifyMethod === 'voice' ? 'notify.voice' : 'notify.sms')}
        </Tag>
      ),
    },
    { id: 'imei', label: 'device.imei', cell: (c) => <span className="font-mono">{c.imei ?? '—'}</span> },
    { id: 'createTime', label: 'notify.createTime', cell: (c) => time(c.createTime) },
  ];
}
