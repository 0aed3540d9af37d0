import type { LocalizedName } from './device-catalogue';

export interface ModuleEntry {
  /** Stored as the user's module; routes whose name contains it are reachable (spec §2). */
  code: string;
  name: LocalizedName;
  /** The module's home route. */
  home: string;
}

const moduleEntry = (code: string, zh: string, en: string, home = `/${code}/${code}`): ModuleEntry =>
  Object.freeze({ code, name: Object.freeze({ zh, en }), home });

/** The 14 modules of spec §2, in the spec's order. */
export const MODULES: readonly ModuleEntry[] = Object.freeze([
  moduleEntry('alarms', '工业报警', 'Industrial alarms'),
  moduleEntry('commercial', '商业燃气', 'Commercial gas'),
  moduleEntry('user', '用户中心', 'User centre', '/user/user'),
  moduleEntry('gas', '燃气监测', 'Gas monitoring'),
  moduleEntry('manhole', '智能井盖', 'Manhole covers'),
  moduleEntry('lampblack', '油烟监测', 'Oil fume'),
  moduleEntry('house', '家用报警', 'Home alarms'),
  moduleEntry('portable', '便携式报警', 'Portable alarms'),
  moduleEntry('flame', '火焰探测', 'Flame detectors'),
  moduleEntry('controller', '物联网关', 'IoT gateways'),
  moduleEntry('pressure', '压力监测', 'Pressure'),
  moduleEntry('hat', '智能安全帽', 'Safety helmets'),
  moduleEntry('laser', '激光遥测', 'Laser telemeters'),
  moduleEntry('handheld', '手持遥测', 'Handheld telemeters'),
]);

export function findModule(code: string): ModuleEntry | undefined {
  return MODULES.find((item) => item.code === code);
}
