import { idParamsSchema, treeNodeSchema } from '../schemas/common';
import { checkedTreeResponseSchema, dataResponseSchema, listResponseSchema, okSchema } from '../schemas/envelope';
import {
  authUserQuerySchema,
  cancelAuthUserBodySchema,
  dataScopeBodySchema,
  roleBodySchema,
  roleListQuerySchema,
  roleStatusBodySchema,
  roleSchema,
  roleUsersQuerySchema,
  userSchema,
} from '../schemas/system';
import { defineEndpoint } from './define-endpoint';

/** GET /system/role/deptTree/:id: the department tree and the ids checked for the role. */
export const roleDeptTreeSchema = checkedTreeResponseSchema('depts', treeNodeSchema);

export const roleEndpoints = {
  list: defineEndpoint({ id: 'roles.list', access: 'system:role:list', method: 'POST', path: '/system/role/list', encoding: 'form', body: roleListQuerySchema, response: listResponseSchema(roleSchema) }),
  // Static paths come before `/:id` so routers that match in order resolve them first.
  allocatedUsers: defineEndpoint({ id: 'roles.allocatedUsers', access: 'system:role:list', method: 'GET', path: '/system/role/authUser/allocatedList', encoding: 'query', query: authUserQuerySchema, response: listResponseSchema(userSchema) }),
  unallocatedUsers: defineEndpoint({ id: 'roles.unallocatedUsers', access: 'system:role:list', method: 'GET', path: '/system/role/authUser/unallocatedList', encoding: 'query', query: authUserQuerySchema, response: listResponseSchema(userSchema) }),
  selectUsers: defineEndpoint({ id: 'roles.selectUsers', access: 'system:role:edit', method: 'PUT', path: '/system/role/authUser/selectAll', encoding: 'query', query: roleUsersQuerySchema, response: okSchema }),
  cancelUser: defineEndpoint({ id: 'roles.cancelUser', access: 'system:role:edit', method: 'PUT', path: '/system/role/authUser/cancel', encoding: 'json', body: cancelAuthUserBodySchema, response: okSchema }),
  cancelUsers: defineEndpoint({ id: 'roles.cancelUsers', access: 'system:role:edit', method: 'PUT', path: '/system/role/authUser/cancelAll', encoding: 'query', query: roleUsersQuerySchema, response: okSchema }),
  /**
   * Extension of spec §7: enables or disables a role (RuoYi's `PUT /system/role/changeStatus`). Unlike `update`, it
   * leaves the role's menus alone (a RuoYi backend rewrites them from the body on update).
   */
  changeStatus: defineEndpoint({ id: 'roles.changeStatus', access: 'system:role:edit', method: 'PUT', path: '/system/role/changeStatus', encoding: 'json', body: roleStatusBodySchema, response: okSchema }),
  /** Extension of spec §7: the roles the list's filters match, as a spreadsheet (RuoYi's `POST /system/role/export`). */
  export: defineEndpoint({ id: 'roles.export', access: 'system:role:export', method: 'POST', path: '/system/role/export', encoding: 'form', body: roleListQuerySchema, responseType: 'blob', timeout: 'export' }),
  dataScope: defineEndpoint({ id: 'roles.dataScope', access: 'system:role:edit', method: 'PUT', path: '/system/role/dataScope', encoding: 'json', body: dataScopeBodySchema, response: okSchema }),
  deptTree: defineEndpoint({ id: 'roles.deptTree', access: 'system:role:query', method: 'GET', path: '/system/role/deptTree/:id', encoding: 'none', params: idParamsSchema, response: roleDeptTreeSchema }),
  get: defineEndpoint({ id: 'roles.get', access: 'system:role:query', method: 'GET', path: '/system/role/:id', encoding: 'none', params: idParamsSchema, response: dataResponseSchema(roleSchema) }),
  create: defineEndpoint({ id: 'roles.create', access: 'system:role:add', method: 'POST', path: '/system/role', encoding: 'json', body: roleBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'roles.update', access: 'system:role:edit', method: 'PUT', path: '/system/role', encoding: 'json', body: roleBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'roles.remove', access: 'system:role:remove', method: 'DELETE', path: '/system/role/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
};
