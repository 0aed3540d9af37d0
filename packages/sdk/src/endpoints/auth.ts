import * as z from 'zod/mini';
import {
  captchaCheckBodySchema,
  captchaSchema,
  findPasswordBodySchema,
  getInfoSchema,
  loginBodySchema,
  loginResponseSchema,
  phoneLoginBodySchema,
  phoneParamsSchema,
  registerBodySchema,
  registerParamsSchema,
  routerSchema,
  sendEmailCodeBodySchema,
} from '../schemas/auth';
import { dataResponseSchema, okSchema } from '../schemas/envelope';
import { authCalls } from '../auth/auth-calls';
import { defineEndpoint } from './define-endpoint';

/** The auth calls (`authCalls`: id, access, method, path, encoding) with their schemas. */
export const authEndpoints = {
  captcha: defineEndpoint({ ...authCalls.captcha, response: captchaSchema }),
  checkCaptcha: defineEndpoint({ ...authCalls.checkCaptcha, body: captchaCheckBodySchema, response: okSchema }),
  login: defineEndpoint({ ...authCalls.login, body: loginBodySchema, response: loginResponseSchema }),
  sendPhoneCode: defineEndpoint({ ...authCalls.sendPhoneCode, params: phoneParamsSchema, response: okSchema }),
  phoneLogin: defineEndpoint({ ...authCalls.phoneLogin, body: phoneLoginBodySchema, response: loginResponseSchema }),
  sendEmailCode: defineEndpoint({ ...authCalls.sendEmailCode, body: sendEmailCodeBodySchema, response: okSchema }),
  register: defineEndpoint({ ...authCalls.register, params: registerParamsSchema, body: registerBodySchema, response: okSchema }),
  findPassword: defineEndpoint({ ...authCalls.findPassword, body: findPasswordBodySchema, response: okSchema }),
  getInfo: defineEndpoint({ ...authCalls.getInfo, response: getInfoSchema }),
  getRouters: defineEndpoint({ ...authCalls.getRouters, response: dataResponseSchema(z.array(routerSchema)) }),
  logout: defineEndpoint({ ...authCalls.logout, response: okSchema }),
};
