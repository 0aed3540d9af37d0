import * as z from 'zod/mini';
import { idParamsSchema, treeNodeSchema } from '../schemas/common';
import { checkedTreeResponseSchema, dataResponseSchema, okSchema } from '../schemas/envelope';
import { menuBodySchema, menuSchema } from '../schemas/system';
import { defineEndpoint } from './define-endpoint';

export const menuListQuerySchema = z.looseObject({ menuName: z.optional(z.string()), status: z.optional(z.string()) });

/** GET /system/menu/roleMenuTreeselect/:id: the menu tree and the ids checked for the role. */
export const roleMenuTreeSchema = checkedTreeResponseSchema('menus', treeNodeSchema);

export const menuEndpoints = {
  list: defineEndpoint({ id: 'menus.list', access: 'system:menu:list', method: 'POST', path: '/system/menu/list', encoding: 'form', body: menuListQuerySchema, response: dataResponseSchema(z.array(menuSchema)) }),
  create: defineEndpoint({ id: 'menus.create', access: 'system:menu:add', method: 'POST', path: '/system/menu', encoding: 'json', body: menuBodySchema, response: okSchema }),
  update: defineEndpoint({ id: 'menus.update', access: 'system:menu:edit', method: 'PUT', path: '/system/menu', encoding: 'json', body: menuBodySchema, response: okSchema }),
  remove: defineEndpoint({ id: 'menus.remove', access: 'system:menu:remove', method: 'DELETE', path: '/system/menu/:id', encoding: 'none', params: idParamsSchema, response: okSchema }),
  roleMenuTree: defineEndpoint({ id: 'menus.roleMenuTree', access: 'system:role:query', method: 'GET', path: '/system/menu/roleMenuTreeselect/:id', encoding: 'none', params: idParamsSchema, response: roleMenuTreeSchema }),
};
