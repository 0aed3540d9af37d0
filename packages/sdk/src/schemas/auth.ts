import * as z from 'zod/mini';
import { okSchema } from './envelope';
import { userSchema } from './system';

const requiredString = z.string().check(z.minLength(1));

/** GET /captchaImage: base64 image (without data: prefix) and the uuid to send back with the login. */
export const captchaSchema = z.extend(okSchema, {
  captchaEnabled: z.optional(z.boolean()),
  img: z.optional(z.string()),
  uuid: z.optional(z.string()),
});

/** POST /v2/captchaByDx (form): slider/behaviour captcha check. */
export const captchaCheckBodySchema = z.looseObject({
  token: requiredString,
  uuid: z.optional(z.string()),
});

export const loginBodySchema = z.looseObject({
  username: requiredString,
  password: requiredString,
  code: z.optional(z.string()),
  uuid: z.optional(z.string()),
});

/** Login answers carry the session token at top level (RuoYi style). */
export const loginResponseSchema = z.extend(okSchema, {
  token: requiredString,
});

export const phoneParamsSchema = z.object({ phone: requiredString });

export const phoneLoginBodySchema = z.looseObject({
  phone: requiredString,
  code: requiredString,
});

/** POST /v2/register/:kind — kind 0 registers by phone, 1 by e-mail. */
export const registerParamsSchema = z.object({ kind: z.enum(['0', '1']) });
export const registerBodySchema = z.looseObject({
  username: requiredString,
  password: requiredString,
  confirmPassword: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  code: requiredString,
  uuid: z.optional(z.string()),
});

export const sendEmailCodeBodySchema = z.looseObject({ email: requiredString });

/** POST /v2/findPwd (form): password recovery by SMS code. */
export const findPasswordBodySchema = z.looseObject({
  phone: requiredString,
  code: requiredString,
  password: requiredString,
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
