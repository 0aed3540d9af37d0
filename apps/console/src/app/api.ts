import type { VigilClient } from '@vigil/sdk';
import { createAuthClient, isSuccess } from '@vigil/sdk/auth';
import type { ClientCore, ClientEvents, ClientOptions, FailureResponse } from '@vigil/sdk/client';
import { apiBaseUrl } from './base-path';
import { runtimeSettings } from './runtime-settings';
import { ApiError, type ConsoleApi } from './console-api';
import { session, settings, toasts, ui } from './services';
import { browserTimeZone } from './time-zone';

/** Token from cookie za_token at call time, UI language as Accept-Language, the browser's zone as Time-Zone. */
export const clientOptions: ClientOptions = {
  // Read per call: the site's settings file is read after this module loads.
  get baseUrl() {
    return apiBaseUrl();
  },
  getToken: session.getToken,
  locale: () => settings.state.language,
  timeZone: browserTimeZone,
  // A backend that serves a call otherwise than the spec (a stock RuoYi-Vue's GET lists) says so in the settings file.
  calls: () => runtimeSettings().calls,
};

/** What the policy wiring needs of a client: the full client and the sign-in client alike. */
type Wired = Pick<ClientCore, 'resetSession'> & { readonly events: ClientEvents };

const wired = new Set<Wired>();

/** Spec §8 policy → UI, for each sdk client; each already collapses its burst of 401s into one event, and the dialog is one flag. */
export function wirePolicy(client: Wired): void {
  wired.add(client);
  client.events.on('sessionExpired', () => {
    ui.sessionExpiredOpen = true;
  });
  // Server (400/500) and transport failures toast alike; only their duration differs, and the sdk sets it. A refusal
  // without a message is left to its caller, who names what failed (useAfterSave, QueryError): no empty toast.
  const toastError = ({ message, toastMs }: { message: string; toastMs: number }) => {
    if (message.trim() !== '') toasts.toast({ title: message, variant: 'error', durationMs: toastMs });
  };
  client.events.on('serverError', toastError);
  // The operator sees one quiet line on the page; integrators get the endpoint, path and value here.
  client.events.on('unreadableValues', ({ endpointId, issues }) => {
    console.warn(`vigil: ${endpointId} answered values that could not be read (shown as "—")`, issues);
    ui.unreadable = true;
  });
  client.events.on('transportError', toastError);
}

/** Re-arms `sessionExpired` on every client once the user has dismissed the dialog. */
export function resetSessions(): void {
  for (const client of wired) client.resetSession();
}

/**
 * Sign-in and session calls only, over fetch: /login carries neither ky, nor the endpoint table, nor the answers'
 * schemas (the sdk checks a sign-in answer by hand; getInfo's and getRouters' schemas load with the signed-in code).
 */
const authClient = createAuthClient(clientOptions);
wirePolicy(authClient);

/**
 * Log out on its own client, wired to no policy: a failed logout (offline, a backend without /logout, an expired token)
 * is no news to someone leaving; the console forgets the session whatever it answers.
 */
const logoutClient = createAuthClient(clientOptions);

/** The whole table, built by the authenticated layout's chunk (which imports ./full-client). */
const fullClient = (): Promise<VigilClient> => import('./full-client').then((m) => m.fullClient);

/** Code 200 envelope, or an ApiError carrying the server's message. */
export function ok<T extends { code: number }>(result: T | FailureResponse): T {
  if (isSuccess(result)) return result;
  const { msg } = result as FailureResponse;
  throw new ApiError(typeof msg === 'string' ? msg : '', result.code);
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** ConsoleApi on the sdk client. */
export const api: ConsoleApi = {
  async captcha() {
    const r = ok(await authClient.auth.captcha());
    const enabled = r.captchaEnabled !== false && Boolean(r.img);
    return {
      enabled,
      image: enabled && r.img ? (r.img.startsWith('data:') ? r.img : `data:image/png;base64,${r.img}`) : null,
      uuid: r.uuid ?? null,
    };
  },
  async login(body) {
    return ok(await authClient.auth.login(body)).token;
  },
  async sendPhoneCode(phone) {
    ok(await authClient.auth.sendPhoneCode({ phone }));
  },
  async phoneLogin(body) {
    return ok(await authClient.auth.phoneLogin(body)).token;
  },
  async register(body) {
    ok(await authClient.auth.register({ kind: '0', ...body }));
  },
  async findPassword(body) {
    ok(await authClient.auth.findPassword(body));
  },
  async logout(token) {
    // The token is passed, not read at call time: the caller forgets it locally without waiting for the answer.
    ok(await logoutClient.auth.logout({ headers: { Authorization: `Bearer ${token}` } }));
  },
  async getInfo() {
    const r = ok(await authClient.auth.getInfo());
    return {
      user: { userId: text(r.user.userId) || null, userName: r.user.userName, nickName: r.user.nickName ?? null },
      permissions: r.permissions,
      roles: r.roles,
    };
  },
  async getRouters() {
    return ok(await authClient.auth.getRouters()).data;
  },
  async profile() {
    const r = ok(await (await fullClient()).users.profile());
    const u = r.data;
    return {
      userName: u.userName,
      nickName: text(u.nickName),
      phone: text(u.phonenumber),
      email: text(u.email),
      sex: text(u.sex),
      dept: text(u.dept?.deptName),
      roles: text(r.roleGroup),
      createTime: text(u.createTime),
    };
  },
  async updatePassword(oldPassword, newPassword) {
    ok(await (await fullClient()).users.updatePassword({ oldPassword, newPassword }));
  },
};
