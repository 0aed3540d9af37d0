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

export const noticeEndpoints = {
  list: defineEndpoint({ id: 'notices.list', access: 'system:notice:list', method: 'POST', path: '/system/notice/list', encoding: 'form', body: noticeListQuerySchema, response: listResponseSchema(noticeSchema) }),
  create: defineEndpoint({ id: 'notices.create', access: 'system:notice:add', method: 'POST', path: '/system/notice', encoding: 'json', body: noticeBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'notices.update', access: 'system:notice:edit', method: 'PUT', path: '/system/notice', encoding: 'json', body: noticeBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'notices.remove', access: 'system:notice:remove', method: 'DELETE', path: '/system/notice/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  send: defineEndpoint({ id: 'notices.send', access: 'system:notice:edit', method: 'PUT', path: '/system/notice/send', encoding: 'json', body: noticeSendBodySchema, response: okSchema }),
  /** Form field `status`; data is the unread count. */
  unreadCount: defineEndpoint({ id: 'notices.unreadCount', access: 'session', method: 'POST', path: '/system/notice/user/count', encoding: 'form', body: noticeCountBodySchema, response: dataResponseSchema(z.int().check(z.nonnegative())) }),
};
