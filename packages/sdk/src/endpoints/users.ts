import * as z from 'zod/mini';
import { idParamsSchema, idSchema } from '../schemas/common';
import { listResponseSchema, okSchema } from '../schemas/envelope';
import {
  changeStatusBodySchema,
  profileBodySchema,
  resetPasswordBodySchema,
  roleSchema,
  updatePasswordBodySchema,
  userBodySchema,
  userListQuerySchema,
  userSchema,
} from '../schemas/system';
import { defineEndpoint } from './define-endpoint';

/** GET /system/user/profile: the user plus display strings of its roles and posts. */
export const profileResponseSchema = z.extend(okSchema, {
  data: userSchema,
  roleGroup: z.optional(z.string()),
  postGroup: z.optional(z.string()),
});

/** GET /system/user/:id: the user plus the roles it may be given. */
export const userDetailResponseSchema = z.extend(okSchema, {
  data: z.optional(userSchema),
  roles: z.optional(z.array(roleSchema)),
  roleIds: z.optional(z.array(idSchema)),
});

export const userEndpoints = {
  list: defineEndpoint({ id: 'users.list', access: 'system:user:list', method: 'POST', path: '/system/user/list', encoding: 'form', body: userListQuerySchema, response: listResponseSchema(userSchema) }),
  // Static paths come before `/:id` so routers that match in order resolve them first.
  /**
   * Extension of spec §7: RuoYi's user export (POST /system/user/export), the list's filters as a form; the backend
   * answers a workbook (vigil-mock a CSV).
   */
  export: defineEndpoint({ id: 'users.export', access: 'system:user:export', method: 'POST', path: '/system/user/export', encoding: 'form', body: userListQuerySchema, responseType: 'blob', timeout: 'export' }),
  profile: defineEndpoint({ id: 'users.profile', access: 'session', method: 'GET', path: '/system/user/profile', encoding: 'none', response: profileResponseSchema }),
  updateProfile: defineEndpoint({ id: 'users.updateProfile', access: 'session', method: 'PUT', path: '/system/user/profile', encoding: 'json', body: profileBodySchema, response: okSchema }),
  updatePassword: defineEndpoint({ id: 'users.updatePassword', access: 'session', method: 'PUT', path: '/system/user/profile/updatePwd', encoding: 'form', body: updatePasswordBodySchema, response: okSchema }),
  changeStatus: defineEndpoint({ id: 'users.changeStatus', access: 'system:user:edit', method: 'PUT', path: '/system/user/changeStatus', encoding: 'json', body: changeStatusBodySchema, response: okSchema }),
  resetPassword: defineEndpoint({ id: 'users.resetPassword', access: 'system:user:resetPwd', method: 'PUT', path: '/system/user/resetPwd', encoding: 'json', body: resetPasswordBodySchema, response: okSchema }),
  get: defineEndpoint({ id: 'users.get', access: 'system:user:query', method: 'GET', path: '/system/user/:id', encoding: 'none', params: idParamsSchema, response: userDetailResponseSchema }),
  create: defineEndpoint({ id: 'users.create', access: 'system:user:add', method: 'POST', path: '/system/user', encoding: 'json', body: userBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'users.update', access: 'system:user:edit', method: 'PUT', path: '/system/user', encoding: 'json', body: userBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'users.remove', access: 'system:user:remove', method: 'DELETE', path: '/system/user/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};

export type UserDetail = z.infer<typeof userDetailResponseSchema>;
