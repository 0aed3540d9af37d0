import { collectionHandlers } from '../crud';
import { deviceBoundList } from './device-bound';
import { deviceByImei } from './devices';
import type { HandlerTable } from './types';

/** Notification contacts: each of one device, in that device's scope (an extension of spec §7, like shares). */
const contacts = collectionHandlers({ collection: 'contacts', idField: 'id', label: 'contact', likeFields: ['name'], owner: 'device', defaults: () => ({ numberType: 'landline' }) });

export const contactHandlers: HandlerTable = {
  'contacts.list': deviceBoundList(contacts),
  /** The device named must be one the caller may see: a contact cannot be put on another department's device. */
  'contacts.create': (request, context) => {
    deviceByImei(request, context, request.body.imei);
    return contacts.create(request, context);
  },
  'contacts.update': (request, context) => {
    contacts.find(request, context, request.body.id);
    deviceByImei(request, context, request.body.imei);
    return contacts.update(request, context);
  },
  'contacts.remove': contacts.remove,
};
