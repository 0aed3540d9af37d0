import type { AuthCallName } from './auth-calls';

type Check = (body: Record<string, unknown>) => boolean;

const optional = (value: unknown, type: 'string' | 'boolean') => value === undefined || typeof value === type;
/** `okSchema`: a numeric code and, when present, a text message (unknown fields pass). */
const ok: Check = (body) => typeof body.code === 'number' && optional(body.msg, 'string');

/**
 * Whether a code-200 answer of a sign-in page's call matches its schema (`authEndpoints`), checked by hand so the page
 * carries no schema: such an answer is used as it is. Any other answer (and every call without a check here) is read
 * with the schema, loaded then (`read-auth-answer`), exactly as the full client reads it. `answer-checks.test.ts`
 * holds each check to its schema.
 */
export const ANSWER_CHECKS: Partial<Record<AuthCallName, Check>> = {
  captcha: (body) => ok(body) && optional(body.captchaEnabled, 'boolean') && optional(body.img, 'string') && optional(body.uuid, 'string'),
  login: (body) => ok(body) && typeof body.token === 'string' && body.token.length > 0,
  phoneLogin: (body) => ok(body) && typeof body.token === 'string' && body.token.length > 0,
  sendPhoneCode: ok,
  checkCaptcha: ok,
  sendEmailCode: ok,
  register: ok,
  findPassword: ok,
  logout: ok,
};
