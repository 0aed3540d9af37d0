import type { EndpointAccess, Encoding, HttpMethod } from '../endpoints/define-endpoint';

/** An auth call as it travels, without its schemas: what a sign-in page needs to make it (`@vigil/sdk/auth`). */
export interface AuthCall {
  readonly id: string;
  readonly access: EndpointAccess;
  readonly method: HttpMethod;
  readonly path: string;
  readonly encoding: Encoding;
  readonly startsSession?: boolean;
}

/**
 * The sign-in and session calls (spec §7), the one place their paths live: `authEndpoints` adds the schemas to
 * these, and the sign-in client (`createAuthClient`) sends them without zod or ky.
 */
export const authCalls = {
  captcha: { id: 'auth.captcha', access: 'public', method: 'GET', path: '/captchaImage', encoding: 'none' },
  checkCaptcha: { id: 'auth.checkCaptcha', access: 'public', method: 'POST', path: '/v2/captchaByDx', encoding: 'form' },
  login: { id: 'auth.login', access: 'public', method: 'POST', path: '/login', encoding: 'json', startsSession: true },
  sendPhoneCode: { id: 'auth.sendPhoneCode', access: 'public', method: 'GET', path: '/phoneCode/:phone', encoding: 'none' },
  phoneLogin: { id: 'auth.phoneLogin', access: 'public', method: 'POST', path: '/phoneLogin', encoding: 'json', startsSession: true },
  // Before `/v2/register/:kind`, which would otherwise match it.
  sendEmailCode: { id: 'auth.sendEmailCode', access: 'public', method: 'POST', path: '/v2/register/sendEmailCode', encoding: 'json' },
  /** kind '0' registers by phone, '1' by e-mail. */
  register: { id: 'auth.register', access: 'public', method: 'POST', path: '/v2/register/:kind', encoding: 'json' },
  findPassword: { id: 'auth.findPassword', access: 'public', method: 'POST', path: '/v2/findPwd', encoding: 'form' },
  getInfo: { id: 'auth.getInfo', access: 'session', method: 'GET', path: '/getInfo', encoding: 'none' },
  getRouters: { id: 'auth.getRouters', access: 'session', method: 'GET', path: '/getRouters', encoding: 'none' },
  /**
   * Ends the session on the server (RuoYi deletes the token; without it a token lives 30 minutes after its last use).
   * Public, as RuoYi's logout filter: without a valid token it still answers code 200.
   */
  logout: { id: 'auth.logout', access: 'public', method: 'POST', path: '/logout', encoding: 'none' },
} as const satisfies Record<string, AuthCall>;

export type AuthCallName = keyof typeof authCalls;
