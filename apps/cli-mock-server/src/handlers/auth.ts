import { SMS_CODE_VALID_MS } from '@vigil/sdk';
import { menusOf, modulesOf, permissionsOf, rolesOf } from '../access';
import { createCaptcha } from '../captcha';
import type { MockContext } from '../context';
import { ok } from '../envelope';
import { ApiError } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { closeSession, openSession, requireSession } from '../session';
import type { Row } from '../state';
import { formatTime } from '../time-format';
import { nest } from '../tree';
import type { HandlerTable } from './types';

// SMS, e-mail and captcha codes share the SMS code's lifetime, two minutes (spec §5).

/** Stores a one-time code under a key (captcha uuid, `phone:…`, `email:…`); tests read it from /__mock/captcha/:key. */
function issueCode(context: MockContext, uuid: string, answer: string, img = ''): void {
  context.captchas.set(uuid, { uuid, answer, img, expires: context.now() + SMS_CODE_VALID_MS });
}

/** Checks and consumes a one-time code. */
function useCode(context: MockContext, uuid: unknown, code: unknown, kind: 'captcha' | 'code'): void {
  const entry = typeof uuid === 'string' ? context.captchas.get(uuid) : undefined;
  if (typeof uuid === 'string') context.captchas.delete(uuid);
  if (!entry || entry.expires < context.now()) throw new ApiError(500, kind === 'captcha' ? 'auth.captchaExpired' : 'auth.codeExpired');
  if (String(code ?? '').trim().toLowerCase() !== entry.answer.toLowerCase()) throw new ApiError(500, kind === 'captcha' ? 'auth.captchaWrong' : 'auth.codeWrong');
}

function sixDigits(context: MockContext): string {
  return String(context.random.int(0, 999_999)).padStart(6, '0');
}

function signIn(context: MockContext, user: Row | undefined): Record<string, unknown> & { code: number; msg: string } {
  if (!user) throw new ApiError(500, 'auth.badCredentials');
  if (user.status !== '0') throw new ApiError(500, 'auth.disabled');
  user.loginDate = formatTime(context.now());
  return { code: 200, msg: 'login.ok', token: openSession(context.store, user, context.sessions) };
}

export function publicUser(user: Row, context: MockContext): Row {
  const { password: _password, ...rest } = user;
  const dept = context.store.collection('depts').find((d) => String(d.deptId) === String(user.deptId));
  return { ...rest, dept: dept ? { deptId: dept.deptId, deptName: dept.deptName } : null, roles: rolesOf(user, context).map(({ roleId, roleName, roleKey, roleSort, status }) => ({ roleId, roleName, roleKey, roleSort, status })) };
}

export const authHandlers: HandlerTable = {
  'auth.captcha': (_request, context) => {
    if (!context.options.captcha) return { ...ok(), captchaEnabled: false };
    const captcha = createCaptcha(context.random);
    issueCode(context, captcha.uuid, captcha.answer, captcha.img);
    return { code: 200, msg: 'ok', captchaEnabled: true, img: captcha.img, uuid: captcha.uuid };
  },
  'auth.checkCaptcha': () => ok(),
  'auth.login': async ({ body }, context) => {
    // With the captcha off RuoYi ignores `code` and `uuid` (its login page sends them empty); with it on, a blank code is refused.
    if (context.options.captcha) {
      if (typeof body.code === 'string' && body.code.trim() === '') throw new ApiError(400, 'validation.code.required', {}, 'code');
      useCode(context, body.uuid, body.code, 'captcha');
    }
    const userName = String(body.username);
    context.logins.check(userName, context.now());
    const user = context.store.collection('users').find((u) => u.userName === userName);
    if (!user || !(await verifyPassword(String(body.password), user.password))) {
      context.logins.failed(userName, context.now());
      throw new ApiError(500, 'auth.badCredentials');
    }
    context.logins.succeeded(userName);
    return signIn(context, user);
  },
  'auth.sendPhoneCode': ({ params }, context) => {
    issueCode(context, `phone:${String(params.phone)}`, sixDigits(context));
    return ok();
  },
  'auth.phoneLogin': ({ body }, context) => {
    useCode(context, `phone:${String(body.phone)}`, body.code, 'code');
    return signIn(context, context.store.collection('users').find((u) => u.phonenumber === body.phone));
  },
  'auth.sendEmailCode': ({ body }, context) => {
    issueCode(context, `email:${String(body.email)}`, sixDigits(context));
    return ok();
  },
  'auth.register': async ({ params, body }, context) => {
    // The account, password, confirmation, phone and e-mail rules are the body schema's (registerBodySchema).
    const userName = String(body.username);
    const password = String(body.password);
    const byPhone = params.kind === '0';
    const contact = String((byPhone ? body.phone : body.email) ?? '');
    if (contact === '') throw new ApiError(400, 'auth.contactRequired', {}, byPhone ? 'phone' : 'email');
    useCode(context, `${byPhone ? 'phone' : 'email'}:${contact}`, body.code, 'code');
    // Hashed before the name check, so no other registration can slip in between the check and the insert.
    const hashed = await hashPassword(password);
    const users = context.store.collection('users');
    if (users.some((u) => u.userName === userName)) throw new ApiError(500, 'auth.userExists', { name: userName });
    const viewer = context.store.collection('roles').find((r) => r.roleKey === 'viewer');
    users.push({ userId: context.store.nextId(), userName, nickName: userName, password: hashed, deptId: null, roleIds: viewer ? [viewer.roleId] : [], modules: ['house'], sex: '2', phonenumber: byPhone ? contact : '', email: byPhone ? '' : contact, status: '0', createTime: formatTime(context.now()) });
    return ok();
  },
  'auth.findPassword': async ({ body }, context) => {
    const user = context.store.collection('users').find((u) => u.phonenumber === body.phone);
    if (!user) throw new ApiError(500, 'auth.phoneUnknown');
    useCode(context, `phone:${String(body.phone)}`, body.code, 'code');
    user.password = await hashPassword(String(body.password));
    return ok();
  },
  // Public as RuoYi's logout filter: a missing or unknown token still answers 200.
  'auth.logout': ({ session }, context) => {
    if (session) closeSession(context.store, session.token, context.sessions);
    return { code: 200, msg: 'logout.ok' };
  },
  'auth.getInfo': ({ session }, context) => {
    const { user } = requireSession(session);
    return {
      ...ok(),
      user: publicUser(user, context),
      roles: rolesOf(user, context).map((role) => String(role.roleKey)),
      permissions: permissionsOf(user, context),
      modules: modulesOf(user, context),
    };
  },
  'auth.getRouters': ({ session }, context) => {
    const { user } = requireSession(session);
    const menus = menusOf(user, context).filter((menu) => menu.menuType !== 'F');
    return ok(nest(menus, 'menuId', 'parentId', router));
  },
};

interface Router {
  [key: string]: unknown;
  path: string;
  children?: Router[];
}

function router(menu: Row, children: Router[]): Router {
  const catalogue = menu.menuType === 'M';
  const path = String(menu.path ?? '');
  return {
    name: path.replace(/[^A-Za-z0-9]+/g, ' ').trim().replace(/ (\w)/g, (_m, c: string) => c.toUpperCase()) || String(menu.menuId),
    path,
    hidden: menu.visible === '1',
    component: String(menu.component || (catalogue ? 'Layout' : '')),
    ...(catalogue ? { redirect: 'noRedirect', alwaysShow: true } : {}),
    meta: { title: String(menu.menuName), icon: String(menu.icon ?? ''), noCache: menu.isCache === '1', link: null, module: menu.module },
    ...(children.length > 0 ? { children } : {}),
  };
}
