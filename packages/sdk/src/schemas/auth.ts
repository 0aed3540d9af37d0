import { z } from 'zod';
import { okSchema } from './envelope';
import { userSchema } from './system';

/** GET /captchaImage: base64 image (without data: prefix) and the uuid to send back with the login. */
export const captchaSchema = okSchema.extend({
  captchaEnabled: z.boolean().optional(),
  img: z.string().optional(),
  uuid: z.string().optional(),
});

/** POST /v2/captchaByDx (form): slider/behaviour captcha check. */
export const captchaCheckBodySchema = z.looseObject({
  token: z.string().min(1),
  uuid: z.string().optional(),
});

export const loginBodySchema = z.looseObject({
  username: z.string().min(1),
  password: z.string().min(1),
  code: z.string().optional(),
  uuid: z.string().optional(),
});

/** Login answers carry the session token at top level (RuoYi style). */
export const loginResponseSchema = okSchema.extend({
  token: z.string().min(1),
});

export const phoneParamsSchema = z.object({ phone: z.string().min(1) });

export const phoneLoginBodySchema = z.looseObject({
  phone: z.string().min(1),
  code: z.string().min(1),
});

/** POST /v2/register/:kind — kind 0 registers by phone, 1 by e-mail. */
export const registerParamsSchema = z.object({ kind: z.enum(['0', '1']) });
export const registerBodySchema = z.looseObject({
  username: z.string().min(1),
  password: z.string().min(1),
  confirmPassword: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  code: z.string().min(1),
  uuid: z.string().optional(),
});

export const sendEmailCodeBodySchema = z.looseObject({ email: z.string().min(1) });

/** POST /v2/findPwd (form): password recovery by SMS code. */
export const findPasswordBodySchema = z.looseObject({
  phone: z.string().min(1),
  code: z.string().min(1),
  password: z.string().min(1),
});

/** GET /getInfo: `{ code, user, permissions, roles }` (spec §3). */
export const getInfoSchema = okSchema.extend({
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
export const routerSchema: z.ZodType<RouterRecord> = z.looseObject({
  name: z.string().optional(),
  path: z.string(),
  hidden: z.boolean().optional(),
  redirect: z.string().optional(),
  component: z.string().optional(),
  alwaysShow: z.boolean().optional(),
  meta: z
    .looseObject({
      title: z.string().optional(),
      icon: z.string().optional(),
      noCache: z.boolean().optional(),
      link: z.string().nullable().optional(),
    })
    .optional(),
  get children() {
    return z.array(routerSchema).optional();
  },
});

export type Captcha = z.infer<typeof captchaSchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type GetInfo = z.infer<typeof getInfoSchema>;
