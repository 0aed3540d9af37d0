import * as z from 'zod/mini';
import { idParamsSchema, loosePageShape } from '../schemas/common';
import { dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import { noticeBodySchema, noticeCountBodySchema, noticeSchema, noticeSendBodySchema } from '../schemas/system';
import { defineEndpoint } from './define-endpoint';

export const noticeListQuerySchema = z.looseObject({
  ...loosePageShape,
  noticeTitle: z.optional(z.string()),
  noticeType: z.optional(z.string()),
});

/** The signed-in user's message-centre query: title, type and whether read ('0' unread, '1' read). */
export const myNoticeQuerySchema = z.looseObject({
  ...loosePageShape,
  noticeTitle: z.optional(z.string()),
  noticeType: z.optional(z.string()),
  read: z.optional(z.enum(['0', '1'])),
});

/** A published notice as its reader sees it: with whether this user has read it. */
export const myNoticeSchema = z.extend(noticeSchema, { read: z.boolean() });
export type MyNotice = z.infer<typeof myNoticeSchema>;

export const noticeEndpoints = {
  list: defineEndpoint({ id: 'notices.list', access: 'system:notice:list', method: 'POST', path: '/system/notice/list', encoding: 'form', body: noticeListQuerySchema, response: listResponseSchema(noticeSchema) }),
  create: defineEndpoint({ id: 'notices.create', access: 'system:notice:add', method: 'POST', path: '/system/notice', encoding: 'json', body: noticeBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'notices.update', access: 'system:notice:edit', method: 'PUT', path: '/system/notice', encoding: 'json', body: noticeBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'notices.remove', access: 'system:notice:remove', method: 'DELETE', path: '/system/notice/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  send: defineEndpoint({ id: 'notices.send', access: 'system:notice:edit', method: 'PUT', path: '/system/notice/send', encoding: 'json', body: noticeSendBodySchema, response: okSchema }),
  /** Form field `status`; data is the unread count. */
  unreadCount: defineEndpoint({ id: 'notices.unreadCount', access: 'session', method: 'POST', path: '/system/notice/user/count', encoding: 'form', body: noticeCountBodySchema, response: dataResponseSchema(z.int().check(z.nonnegative())) }),
  /**
   * Extension of spec §7: the message centre's list, the open (status '0') notices with the caller's read state,
   * newest first. Spec §7 has only the admin's list (system:notice:list) and the unread count.
   */
  mine: defineEndpoint({ id: 'notices.mine', access: 'session', method: 'GET', path: '/system/notice/user/list', encoding: 'query', query: myNoticeQuerySchema, response: listResponseSchema(myNoticeSchema) }),
  /** Extension of spec §7: marks one notice read by the caller (opening it in the message centre); idempotent. */
  read: defineEndpoint({ id: 'notices.read', access: 'session', method: 'PUT', path: '/system/notice/user/read/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  /** Extension of spec §7: marks every open notice read by the caller (RuoYi's "mark all read"). */
  readAll: defineEndpoint({ id: 'notices.readAll', access: 'session', method: 'PUT', path: '/system/notice/user/readAll', encoding: 'none', response: okSchema }),
};
