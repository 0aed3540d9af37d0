// The subpath, not the sdk's root: this module is on /login's entry, and the root brought the whole endpoint table.
import { TOKEN_COOKIE } from '@vigil/sdk/constants';

/** Cookie names of spec §3. Kept verbatim: other deployments of the product read the same names. */
export const COOKIE = {
  token: TOKEN_COOKIE,
  logoTitle: 'logoTitle',
  logo: 'logo',
  module: 'module',
  product: 'Product',
  roles: 'roles',
  userid: 'userid',
  uuid: 'uuid',
  language: 'language',
  sidebarStatus: 'sidebarStatus',
  timeZone: 'timeZone',
  zaLanguage: 'za-language',
} as const;

/**
 * Local-storage keys of spec §3 the console itself reads, each stored under LOCAL_PREFIX. The alarm keys
 * (voice, isopen, alarmdata) belong to @vigil/realtime's STORAGE_KEYS.
 */
export const LOCAL = {
  /** The popup was minimised (isopen only remembers closed). */
  popupMinimised: 'alarm-minimised',
  /** The answer to the one desktop-notification permission request ('granted' | 'denied' | 'default'). */
  alarmNotification: 'alarm-notification',
  socketStatu: 'socketStatu',
  /** Where the next page resyncs alarms from after a reload (alarm/resync-mark.ts), with the user it belongs to. */
  alarmResync: 'alarm-resync',
  routes: 'routes',
  /** The permissions of the last session load: with `routes`, what a page's data request may ask before this session's load answers. */
  permissions: 'permissions',
  theme: 'theme',
  sysInfo: 'zhy-sysInfo',
  visitedTags: 'visited-tags',
} as const;

/** The one namespace prefix for local storage (spec §1 site settings). */
export const LOCAL_PREFIX = 'vigil:';
