import type { LocalizedName } from './device-catalogue';

/** The 14 module codes of spec §2, in the spec's order. */
export const MODULE_CODES = [
  'alarms',
  'commercial',
  'user',
  'gas',
  'manhole',
  'lampblack',
  'house',
  'portable',
  'flame',
  'controller',
  'pressure',
  'hat',
  'laser',
  'handheld',
] as const;
export type ModuleCode = (typeof MODULE_CODES)[number];

export interface ModuleEntry {
  /** Stored as the user's module; routes whose name contains it are reachable (spec §2). */
  code: ModuleCode;
  name: LocalizedName;
  /** The module's home route. */
  home: string;
}

/** A module's home route: `/{code}/{code}` for every module, `/user/user` included. */
export const moduleHome = (code: ModuleCode): string => `/${code}/${code}`;

const NAMES: Readonly<Record<ModuleCode, readonly [zh: string, en: string]>> = {
  alarms: ['工业报警', 'Industrial alarms'],
  commercial: ['商业燃气', 'Commercial gas'],
  user: ['用户中心', 'User centre'],
  gas: ['燃气监测', 'Gas monitoring'],
  manhole: ['智能井盖', 'Manhole covers'],
  lampblack: ['油烟监测', 'Oil fume'],
  house: ['家用报警', 'Home alarms'],
  portable: ['便携式报警', 'Portable alarms'],
  flame: ['火焰探测', 'Flame detectors'],
  controller: ['物联网关', 'IoT gateways'],
  pressure: ['压力监测', 'Pressure'],
  hat: ['智能安全帽', 'Safety helmets'],
  laser: ['激光遥测', 'Laser telemeters'],
  handheld: ['手持遥测', 'Handheld telemeters'],
};

/** The 14 modules of spec §2, in the spec's order. */
export const MODULES: readonly ModuleEntry[] = Object.freeze(
  MODULE_CODES.map((code) => {
    const [zh, en] = NAMES[code];
    return Object.freeze({ code, name: Object.freeze({ zh, en }), home: moduleHome(code) });
  }),
);

export function isModuleCode(value: string | null | undefined): value is ModuleCode {
  return (MODULE_CODES as readonly string[]).includes(value ?? '');
}

export function findModule(code: string): ModuleEntry | undefined {
  return MODULES.find((item) => item.code === code);
}

/** The paths of the site pages of a module (Vigil's routes for the spec §7 calls of sites, entrances and gas views). */
export interface SiteRoutes {
  /** The site list (search, add, edit, delete, refresh). */
  sites: string;
  /** One site: its entrances and its devices (hidden, opened from the list with `?siteId=`). */
  detail: string;
  /** The site's gas index (POST /jgtc/info/gasIndex). */
  gasIndex: string;
  /** The site's gas data (POST /jgtc/info/gasDataShow). */
  gasData: string;
}

/**
 * Modules whose products are placed on sites (organisations/sites and entrances, spec §7 `/system/jgtc`,
 * `/jgtc/men`, `/jgtc/info`): commercial gas and industrial alarms. Spec §2 names no route for them; the console's
 * route table and vigil-mock's menus both add these.
 */
export const SITE_ROUTES: Readonly<Partial<Record<ModuleCode, SiteRoutes>>> = {
  alarms: { sites: '/alarms-site/site', detail: '/alarms-site/detail', gasIndex: '/alarms-data/gasIndex', gasData: '/alarms-data/gasData' },
  commercial: { sites: '/site/site', detail: '/site/detail', gasIndex: '/data/gasIndex', gasData: '/data/gasData' },
};
