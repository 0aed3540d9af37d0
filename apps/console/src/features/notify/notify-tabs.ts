import { contactEndpoints, personnelEndpoints, sensorEndpoints } from '@vigil/sdk';
import type { HasAccess } from '@vigil/sdk/permissions';
import { type ComponentType, lazy } from 'react';
import type { MessageKey } from '../../i18n/zh-CN';
import type { ProductPageBodyProps } from '../modules/product-page';

// Each tab's body is its own chunk, loaded when the tab is first shown (the share form brings react-hook-form).
const ContactsTab = lazy(() => import('./contacts-tab').then((m) => ({ default: m.ContactsTab })));
const PersonsTab = lazy(() => import('./persons-tab').then((m) => ({ default: m.PersonsTab })));
const PushFrequencyTab = lazy(() => import('./push-frequency-tab').then((m) => ({ default: m.PushFrequencyTab })));
const SharingTab = lazy(() => import('./sharing-tab').then((m) => ({ default: m.SharingTab })));

/** One tab of the notification settings: its URL id, its word, the call that lists it (whose permission shows it) and its body. */
export interface NotifyTab {
  id: string;
  label: MessageKey;
  list: HasAccess;
  body: ComponentType<ProductPageBodyProps>;
}

/** The notification settings' tabs, in order (the first is the default). */
export const NOTIFY_TABS: readonly NotifyTab[] = [
  { id: 'contacts', label: 'notify.contacts', list: contactEndpoints.list, body: ContactsTab },
  { id: 'persons', label: 'notify.persons', list: personnelEndpoints.list, body: PersonsTab },
  { id: 'frequency', label: 'notify.pushFrequency', list: sensorEndpoints.configs, body: PushFrequencyTab },
  { id: 'sharing', label: 'notify.sharing', list: sensorEndpoints.shares, body: SharingTab },
];
