import { toastStore } from '@vigil/ui';
import { proxy } from 'valtio';
import { createSessionStore } from '../state/session-store';
import { createSettingsStore } from '../state/settings-store';
import { createTagsStore } from '../state/tags-store';
import { createCookieJar } from '../storage/cookie-jar';
import { decideAccess } from '../routes/access-guard';
import { createLocalStore } from '../storage/local-store';
import { COOKIE, LOCAL_PREFIX } from '../storage/storage-keys';

/** The browser-backed singletons of the console; tests build their own from the factories. */
export const cookies = createCookieJar(document);
export const local = createLocalStore(localStorage, LOCAL_PREFIX);
// A stored tag the guard would send elsewhere in the stored module (another module's page) is not restored.
export const tags = createTagsStore(local, (path) => decideAccess({ token: 'signed-in', path, module: cookies.get(COOKIE.module) }).type === 'allow');
// The tags are the chosen module's pages: a switch or the main menu clears them (spec §2).
export const settings = createSettingsStore({ cookies, local, onModuleChange: () => tags.clear() });
export const session = createSessionStore({ cookies, local });
export const toasts = toastStore;

/** Transient UI state shared across the tree. */
export const ui = proxy({
  /** The one "login expired" dialog (spec §8), however many calls answered 401. */
  sessionExpiredOpen: false,
  /** Some answer of the current page had values that could not be read (the sdk's unreadableValues event). */
  unreadable: false,
});
