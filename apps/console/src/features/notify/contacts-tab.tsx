import { type Contact, type ContactBody, contactBodySchema, contactEndpoints } from '@vigil/sdk';
import { useMemo } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { LazyFormDialog } from '../forms/lazy-form-dialog';
import { ListView } from '../list/list-view';
import { pageOf } from '../list/page-of';
import { useServerList } from '../list/use-server-list';
import type { ProductPageBodyProps } from '../modules/product-page';
import { contactColumns } from './contact-columns';
import { CONTACT_SEARCH_FIELDS, type ContactValues, contactFields, contactValues, newContactValues } from './contact-form';
import { useDeviceChoices } from './use-module-devices';
import { useRecordActions } from './use-record-actions';

const KEY = 'contacts.list';

/** 通知联系人: the contacts of the module's devices (contacts.list), added, edited and deleted in the form dialog. */
export function ContactsTab({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const time = useDateTime();
  const devices = useDeviceChoices(module, productId);
  const columns = useMemo(() => contactColumns(t, time), [t, time]);
  const fields = useMemo(() => contactFields(devices), [devices]);
  const list = useServerList<Contact>({
    queryKey: [KEY, module, productId],
    fields: CONTACT_SEARCH_FIELDS,
    fetchPage: pageOf(fullClient.contacts.list, { productId }),
  });
  const { actions, dialog } = useRecordActions<Contact, ContactValues>({
    module,
    queryKey: [KEY, module],
    endpoints: contactEndpoints,
    create: (values) => fullClient.contacts.create(values as ContactBody),
    update: (values) => fullClient.contacts.update(values as ContactBody),
    remove: (id) => fullClient.contacts.remove({ id }),
    idOf: (c) => String(c.id),
    titles: { add: 'notify.addContact', edit: 'notify.editContact' },
    form: { schema: contactBodySchema, fields },
    blank: () => newContactValues(devices),
    valuesOf: contactValues,
  });
  return (
    <>
      <ListView
        list={list}
        fields={CONTACT_SEARCH_FIELDS}
        columns={columns}
        actions={actions}
        getRowId={(c) => String(c.id)}
        rowName={(c) => c.name}
        caption={t('notify.contactTable', { module: t(`module.${module}`) })}
      />
      {dialog && <LazyFormDialog {...dialog.props} key={dialog.key} />}
    </>
  );
}
