import * as z from 'zod/mini';
import { CAPTCHA_ANSWER_MAX, PASSWORD_LENGTH } from '../constants';
import {
  accountNameSchema,
  emailSchema,
  passwordSchema,
  phoneLoginFormSchema,
  phoneSchema,
  verificationCodeSchema,
} from '../rules/validation/account';
import { maxText, requiredMax } from '../rules/validation/fields';
import { VALIDATION_KEYS as K } from '../rules/validation/keys';
import { TEXT_MAX } from '../rules/validation/limits';
import { okSchema } from './envelope';
import { userSchema } from './org';

const requiredString = z.string().check(z.minLength(1));

/** GET /captchaImage: base64 image (without data: prefix) and the uuid to send back with the login. */
export const captchaSchema = z.extend(okSchema, {
  captchaEnabled: z.optional(z.boolean()),
  img: z.optional(z.string()),
  uuid: z.optional(z.string()),
});

// Request bodies: the account rules of spec §5 (`rules/validation/account`), bounded everywhere.

const uuid = z.optional(maxText(TEXT_MAX.token));

/** POST /v2/captchaByDx (form): slider/behaviour captcha check. */
export const captchaCheckBodySchema = z.object({
  token: requiredMax(K.codeRequired, TEXT_MAX.token),
  uuid,
});

/**
 * Account login: the login form's account and password rules; the captcha answer when the captcha is on. An empty
 * `code` is accepted here, as RuoYi's own login page sends `code: ""` and `uuid: ""` when the captcha is off; a server
 * with the captcha on refuses it.
 */
export const loginBodySchema = z.object({
  username: accountNameSchema,
  password: passwordSchema,
  code: z.optional(z.string({ error: K.codeRequired }).check(z.trim(), z.maxLength(CAPTCHA_ANSWER_MAX, K.captchaLength))),
  uuid,
});

/** Login answers carry the session token at top level (RuoYi style). */
export const loginResponseSchema = z.extend(okSchema, {
  token: requiredString,
});

export const phoneParamsSchema = z.object({ phone: phoneSchema });

export const phoneLoginBodySchema = phoneLoginFormSchema;

/** POST /v2/register/:kind — kind 0 registers by phone, 1 by e-mail. */
export const registerParamsSchema = z.object({ kind: z.enum(['0', '1']) });
/** The register form's rules; the contact the kind needs (phone or e-mail) is checked by the server. */
export const registerBodySchema = z
  .object({
    username: accountNameSchema,
    password: passwordSchema,
    confirmPassword: z.optional(requiredMax(K.confirmPasswordRequired, PASSWORD_LENGTH.max)),
    phone: z.optional(phoneSchema),
    email: z.optional(emailSchema),
    code: verificationCodeSchema,
    uuid,
  })
  .check(
    z.refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.password, { message: K.passwordMismatch, path: ['confirmPassword'] }),
  );

export const sendEmailCodeBodySchema = z.object({ email: emailSchema });

/** POST /v2/findPwd (form): password recovery by SMS code; the new password follows the password rule. */
export const findPasswordBodySchema = z.object({
  phone: phoneSchema,
  code: verificationCodeSchema,
  password: passwordSchema,
});

/** GET /getInfo: `{ code, user, permissions, roles }` (spec §3). */
export const getInfoSchema = z.extend(okSchema, {
  user: userSchema,
  permissions: z.array(z.string()),
  roles: z.array(z.string()),
});

export interface RouterRecord {
  name?: string | undefined;
  path: string;
  hidden?: boolean | undefined;
  redirect?: string | undefined;
  component?: string | undefined;
  alwaysShow?: boolean | undefined;
  meta?: { title?: string | undefined; icon?: string | undefined; noCache?: boolean | undefined; link?: string | null | undefined; [key: string]: unknown } | undefined;
  children?: RouterRecord[] | undefined;
  [key: string]: unknown;
}

/** One entry of GET /getRouters (recursive). */
export const routerSchema: z.ZodMiniType<RouterRecord> = z.looseObject({
  name: z.optional(z.string()),
  path: z.string(),
  hidden: z.optional(z.boolean()),
  redirect: z.optional(z.string()),
  component: z.optional(z.string()),
  alwaysShow: z.optional(z.boolean()),
  meta: z.optional(
    z.looseObject({
      title: z.optional(z.string()),
      icon: z.optional(z.string()),
      noCache: z.optional(z.boolean()),
      link: z.optional(z.nullable(z.string())),
    }),
  ),
  get children() {
    return z.optional(z.array(routerSchema));
  },
});

export type Captcha = z.infer<typeof captchaSchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type GetInfo = z.infer<typeof getInfoSchema>;
