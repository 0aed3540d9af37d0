import { createSessionStore } from './state/session-store';
import { createSettingsStore } from './state/settings-store';
import { LANGUAGES, loadCatalogArea } from './i18n/translator';

// Components translate synchronously; the app loads a catalog before its first render, tests here.
await Promise.all(LANGUAGES.map((language) => loadCatalogArea('pages', language)));

// A test of a node process (`@vitest-environment node`, e.g. one serving vigil-mock) has no browser to reset.
if (typeof document !== 'undefined') {
  // Test files share one jsdom and the module singletons (vitest `isolate: false`, which saves most of the suite's
  // time): each file starts from an empty browser, with the settings and session a first visit would have.
  localStorage.clear();
  sessionStorage.clear();
  const { cookies, local, settings, session, toasts } = await import('./app/services');
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) cookies.remove(decodeURIComponent(name));
  }
  Object.assign(settings.state, createSettingsStore({ cookies, local }).state);
  Object.assign(session.state, createSessionStore({ cookies, local }).state);
  toasts.dismiss();
  document.body.innerHTML = '';
}
