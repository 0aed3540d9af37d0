import { proxy, ref } from 'valtio';
import type { CookieJar } from '../storage/cookie-jar';
import type { LocalStore } from '../storage/local-store';
import { COOKIE, LOCAL } from '../storage/storage-keys';

export interface SessionUser {
  userId: string | null;
  userName: string;
  nickName: string | null;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  permissions: readonly string[];
  roles: readonly string[];
  /** Names (`module:path`) of the routes /getRouters returned at sign-in; null until known. Menus show only these. */
  routeNames: ReadonlySet<string> | null;
}

export interface SessionDeps {
  cookies: CookieJar;
  local: LocalStore;
}

/** The signed-in user: token in cookie za_token, user info loaded once per page load. */
export function createSessionStore({ cookies, local }: SessionDeps) {
  const state = proxy<SessionState>({ token: cookies.get(COOKIE.token), user: null, permissions: [], roles: [], routeNames: null });

  return {
    state,
    /** Read at call time so every request carries the current cookie, even if another tab changed it. */
    getToken: () => cookies.get(COOKIE.token),
    setToken(token: string) {
      state.token = token;
      cookies.set(COOKIE.token, token);
    },
    setInfo(info: { user: SessionUser; permissions: readonly string[]; roles: readonly string[] }) {
      state.user = info.user;
      state.permissions = ref([...info.permissions]);
      state.roles = ref([...info.roles]);
      cookies.set(COOKIE.roles, info.roles.join(','));
      if (info.user.userId) cookies.set(COOKIE.userid, info.user.userId);
    },
    setRouteNames(names: ReadonlySet<string>) {
      state.routeNames = ref(new Set(names));
    },
    /** Forget the session: token, user cookies, stored routes and permissions. */
    clear() {
      state.token = null;
      state.user = null;
      state.permissions = [];
      state.roles = [];
      state.routeNames = null;
      for (const name of [COOKIE.token, COOKIE.roles, COOKIE.userid]) cookies.remove(name);
      local.remove(LOCAL.routes);
      local.remove(LOCAL.permissions);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
