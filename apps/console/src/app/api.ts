import { createClient, type FailureResponse } from '@vigil/sdk';
import { apiBaseUrl } from './base-path';
import { ApiError, type ConsoleApi } from './console-api';
import { session, settings, toasts, ui } from './services';

/** The one sdk client: token from cookie za_token at call time, UI language as Accept-Language. */
export const client = createClient({
  baseUrl: apiBaseUrl(),
  getToken: session.getToken,
  locale: () => settings.state.language,
});

// Spec §8 policy → UI. The sdk already collapses a burst of 401s into one event.
client.events.on('sessionExpired', () => {
  ui.sessionExpiredOpen = true;
});
client.events.on('serverError', ({ message, toastMs }) => {
  toasts.toast({ title: message, variant: 'error', durationMs: toastMs });
});
client.events.on('transportError', ({ message, toastMs }) => {
  toasts.toast({ title: message, variant: 'error', durationMs: toastMs });
});

/** Code 200 envelope, or an ApiError carrying the server's message. */
function ok<T extends { code: number }>(result: T | FailureResponse): T {
  if (result.code !== 200) {
    const { msg } = result as FailureResponse;
    throw new ApiError(typeof msg === 'string' ? msg : '', result.code);
  }
  return result as T;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** ConsoleApi on the sdk client. */
export const api: ConsoleApi = {
  async captcha() {
    const r = ok(await client.auth.captcha());
    const enabled = r.captchaEnabled !== false && Boolean(r.img);
    return {
      enabled,
      image: enabled && r.img ? (r.img.startsWith('data:') ? r.img : `data:image/png;base64,${r.img}`) : null,
      uuid: r.uuid ?? null,
    };
  },
  async login(body) {
    return ok(await client.auth.login(body)).token;
  },
  async sendPhoneCode(phone) {
    ok(await client.auth.sendPhoneCode({ phone }));
  },
  async phoneLogin(body) {
    return ok(await client.auth.phoneLogin(body)).token;
  },
  async register(body) {
    ok(await client.auth.register({ kind: '0', ...body }));
  },
  async findPassword(body) {
    ok(await client.auth.findPassword(body));
  },
  async getInfo() {
    const r = ok(await client.auth.getInfo());
    return {
      user: { userId: text(r.user.userId) || null, userName: r.user.userName, nickName: r.user.nickName ?? null },
      permissions: r.permissions,
      roles: r.roles,
    };
  },
  async getRouters() {
    return ok(await client.auth.getRouters()).data;
  },
  async unreadNoticeCount() {
    return ok(await client.notices.unreadCount({ status: '0' })).data;
  },
  async notices() {
    const r = ok(await client.notices.list({}));
    return r.rows.map((n) => ({
      id: text(n.noticeId),
      title: n.noticeTitle,
      type: n.noticeType,
      status: n.status,
      createTime: text(n.createTime),
    }));
  },
  async profile() {
    const r = ok(await client.users.profile());
    const u = r.data;
    return {
      userName: u.userName,
      nickName: text(u.nickName),
      phone: text(u.phonenumber),
      email: text(u.email),
      dept: text(u.dept?.deptName),
      roles: text(r.roleGroup),
      createTime: text(u.createTime),
    };
  },
  async updatePassword(oldPassword, newPassword) {
    ok(await client.users.updatePassword({ oldPassword, newPassword }));
  },
};
