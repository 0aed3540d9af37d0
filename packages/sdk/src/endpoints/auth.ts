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
import { defineEndpoint } from './define-endpoint';

export const authEndpoints = {
  captcha: defineEndpoint({ id: 'auth.captcha', access: 'public', method: 'GET', path: '/captchaImage', encoding: 'none', response: captchaSchema }),
  checkCaptcha: defineEndpoint({ id: 'auth.checkCaptcha', access: 'public', method: 'POST', path: '/v2/captchaByDx', encoding: 'form', body: captchaCheckBodySchema, response: okSchema }),
  login: defineEndpoint({ id: 'auth.login', access: 'public', method: 'POST', path: '/login', encoding: 'json', body: loginBodySchema, response: loginResponseSchema, startsSession: true }),
  sendPhoneCode: defineEndpoint({ id: 'auth.sendPhoneCode', access: 'public', method: 'GET', path: '/phoneCode/:phone', encoding: 'none', params: phoneParamsSchema, response: okSchema }),
  phoneLogin: defineEndpoint({ id: 'auth.phoneLogin', access: 'public', method: 'POST', path: '/phoneLogin', encoding: 'json', body: phoneLoginBodySchema, response: loginResponseSchema, startsSession: true }),
  // Before `/v2/register/:kind`, which would otherwise match it.
  sendEmailCode: defineEndpoint({ id: 'auth.sendEmailCode', access: 'public', method: 'POST', path: '/v2/register/sendEmailCode', encoding: 'json', body: sendEmailCodeBodySchema, response: okSchema }),
  /** kind '0' registers by phone, '1' by e-mail. */
  register: defineEndpoint({ id: 'auth.register', access: 'public', method: 'POST', path: '/v2/register/:kind', encoding: 'json', params: registerParamsSchema, body: registerBodySchema, response: okSchema }),
  findPassword: defineEndpoint({ id: 'auth.findPassword', access: 'public', method: 'POST', path: '/v2/findPwd', encoding: 'form', body: findPasswordBodySchema, response: okSchema }),
  getInfo: defineEndpoint({ id: 'auth.getInfo', access: 'session', method: 'GET', path: '/getInfo', encoding: 'none', response: getInfoSchema }),
  getRouters: defineEndpoint({ id: 'auth.getRouters', access: 'session', method: 'GET', path: '/getRouters', encoding: 'none', response: dataResponseSchema(z.array(routerSchema)) }),
  /**
   * Ends the session on the server (RuoYi deletes the token; without it a token lives 30 minutes after its last use).
   * Public, as RuoYi's logout filter: without a valid token it still answers code 200.
   */
  logout: defineEndpoint({ id: 'auth.logout', access: 'public', method: 'POST', path: '/logout', encoding: 'none', response: okSchema }),
};
