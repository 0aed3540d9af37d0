/**
 * The 15 catalogue entries of spec §1, as the chooser shows them. @vigil/sdk is to export
 * DEVICE_CATALOGUE; until it does the console carries the entries itself (same ids as vigil-mock).
 */
export interface Product {
  productId: string;
  code: string;
  name: string;
  nameEn: string;
  icon: string;
  disabled: boolean;
}

const p = (productId: string, code: string, name: string, nameEn: string, icon = code, disabled = true): Product => ({
  productId,
  code,
  name,
  nameEn,
  icon,
  disabled,
});

export const PRODUCTS: readonly Product[] = [
  p('15144601', 'alarms', '工业报警器', 'Industrial Alarm'),
  p('15144628', 'house', '家用报警器', 'Home Alarm', 'house', false),
  p('15144635', 'commercial', '独立式报警器', 'Independent Alarm Device'),
  p('15144642', 'flame', '火焰探测器', 'Flame Detector'),
  p('15144659', 'civil', '民用报警器', 'Civilian Alarm'),
  p('15144666', 'portable', '便携式工业报警器', 'Portable Industrial Alarm'),
  p('15144673', 'environment', '大气监测', 'Atmospheric Monitoring'),
  p('15144680', 'lampblack', '油烟监测', 'Oil Fume Monitoring'),
  p('15144697', 'tvoc', 'TVOC检测', 'TVOC Detection'),
  p('15144703', 'manhole', '智能井盖', 'Intelligent Manhole Cover'),
  p('15144710', 'gas', '燃气地下探测器', 'Gas Underground Detector'),
  p('15144727', 'controller', '4G物联网关', '4G IoT Gateway'),
  p('15144734', 'hat', '智能安全帽', 'Intelligent Safety Helmet'),
  p('15144741', 'telemetryInstrument', '桌面式激光甲烷遥测仪', 'Desktop laser methane telemeter', 'cloud-desk'),
  p('15144758', 'telemetryInstrument', '手持式激光甲烷遥测仪', 'Handheld laser methane telemeter', 'handheld'),
];
