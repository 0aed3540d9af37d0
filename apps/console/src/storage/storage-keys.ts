/** Cookie names of spec §3. Kept verbatim: other deployments of the product read the same names. */
export const COOKIE = {
  token: 'za_token',
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

/** Local-storage keys of spec §3, each stored under LOCAL_PREFIX. */
export const LOCAL = {
  voice: 'voice',
  isopen: 'isopen',
  /** The popup was minimised (isopen only remembers closed). */
  popupMinimised: 'alarm-minimised',
  alarmdata: 'alarmdata',
  socketStatu: 'socketStatu',
  routes: 'routes',
  theme: 'theme',
  themeColour: 'theme-colour',
  sysInfo: 'zhy-sysInfo',
  visitedTags: 'visited-tags',
} as const;

/** The one namespace prefix for local storage (spec §1 site settings). */
export const LOCAL_PREFIX = 'vigil:';
