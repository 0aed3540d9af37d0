import { isTransportError } from '@vigil/sdk/auth';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { createTranslator } from '../i18n/translator';
import { loginRedirect } from '../routes/access-guard';
import { LOCAL } from '../storage/storage-keys';
import { errorMessage } from '../components/form-error';
import { api } from './api';
import { ApiError } from './console-api';
import { local, session, settings, toasts } from './services';

/** The one load of this page's session; start-up begins it before the first render (app/start-up.ts). */
let inFlight: Promise<void> | null = null;
/** Whether a hook has taken charge of `inFlight`'s failure (sign out, back to login). */
let handled = false;

/** Loads user info and routes once per session; failures clear the token and go to login (spec §8). */
async function loadSession(): Promise<void> {
  // Independent calls: one round trip, not two (either failing fails the session load).
  // The route names are read only once signed in: their reader stays out of /login's scripts.
  const [info, routes, { routerRouteNames }] = await Promise.all([api.getInfo(), api.getRouters(), import('../routes/router-route-names')]);
  local.set(LOCAL.routes, routes);
  local.set(LOCAL.permissions, info.permissions);
  session.setRouteNames(routerRouteNames(routes));
  session.setInfo(info);
}

/** Begins loading the session now (idempotent): start-up calls it as soon as the settings file is read. */
export function startSessionLoad(): void {
  if (inFlight) return;
  handled = false;
  const load = loadSession();
  inFlight = load;
  // A success needs no hook; a failure waits for the hook, which may mount later (not an unhandled rejection meanwhile).
  load.then(
    () => {
      if (inFlight === load && !handled) inFlight = null;
    },
    () => undefined,
  );
}

/** Settles when the session load under way (if any) has answered, whatever it answered. */
export function sessionLoaded(): Promise<void> {
  return (inFlight ?? Promise.resolve()).catch(() => undefined);
}

/**
 * 'loading' until the signed-in user's info is known; 'ready' when it is or no token is needed.
 * `fullPath` is where to come back after signing in again.
 */
export function useUserInfo(token: string | null, fullPath: string): 'ready' | 'loading' {
  const { user } = useSnapshot(session.state);
  const [, navigate] = useLocation();
  const needed = token !== null && user === null;

  useEffect(() => {
    // One load however many times the effect runs (StrictMode, re-renders); one failure message.
    // The state read now, not the render's: start-up's load may have answered between the render and this effect.
    if (!needed || handled || session.state.user !== null) return;
    startSessionLoad();
    handled = true;
    (inFlight ?? Promise.resolve())
      .catch((error: unknown) => {
        session.clear();
        // 400/500 and transport failures were already toasted by the sdk policy (spec §8).
        const shown = (error instanceof ApiError && (error.code === 400 || error.code === 500)) || isTransportError(error);
        if (!shown) toasts.toast({ title: errorMessage(error, createTranslator(settings.state.language).t('common.hasError')), variant: 'error' });
        navigate(loginRedirect(fullPath), { replace: true });
      })
      .finally(() => {
        inFlight = null;
        handled = false;
      });
  }, [needed, fullPath, navigate]);

  return needed ? 'loading' : 'ready';
}
