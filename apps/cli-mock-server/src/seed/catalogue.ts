/** The device catalogue of spec §1: 15 products, only the home alarm (house, 15144628) enabled. */
export interface ProductSpec {
  productId: string;
  code: string;
  name: string;
  nameEn: string;
  icon: string;
  disabled: boolean;
  /** Probes a device of this product carries: name, type, unit, range and alarm thresholds. */
  probes: readonly ProbeSpec[];
}

export interface ProbeSpec {
  name: string;
  nameEn: string;
  type: string;
  unit: string;
  range: readonly [number, number];
  low: number;
  high: number;
}

const CH4: ProbeSpec = { name: '甲烷', nameEn: 'Methane', type: 'CH4', unit: '%LEL', range: [0, 100], low: 10, high: 25 };
const CO: ProbeSpec = { name: '一氧化碳', nameEn: 'Carbon monoxide', type: 'CO', unit: 'ppm', range: [0, 150], low: 35, high: 100 };
const H2S: ProbeSpec = { name: '硫化氢', nameEn: 'Hydrogen sulfide', type: 'H2S', unit: 'ppm', range: [0, 15], low: 5, high: 10 };
const O2: ProbeSpec = { name: '氧气', nameEn: 'Oxygen', type: 'O2', unit: '%VOL', range: [0, 30], low: 19.5, high: 23.5 };
const EX: ProbeSpec = { name: '可燃气体', nameEn: 'Combustible gas', type: 'EX', unit: '%LEL', range: [0, 20], low: 5, high: 10 };
const FLAME: ProbeSpec = { name: '火焰', nameEn: 'Flame', type: 'FLAME', unit: '', range: [0, 1], low: 1, high: 1 };
const PM25: ProbeSpec = { name: 'PM2.5', nameEn: 'PM2.5', type: 'PM25', unit: 'µg/m³', range: [0, 500], low: 75, high: 150 };
const FUME: ProbeSpec = { name: '油烟浓度', nameEn: 'Oil fume', type: 'FUME', unit: 'mg/m³', range: [0, 10], low: 1, high: 2 };
const TVOC: ProbeSpec = { name: 'TVOC', nameEn: 'TVOC', type: 'TVOC', unit: 'mg/m³', range: [0, 5], low: 0.6, high: 1.2 };
const TILT: ProbeSpec = { name: '倾角', nameEn: 'Tilt', type: 'TILT', unit: '°', range: [0, 90], low: 10, high: 30 };
const WATER: ProbeSpec = { name: '水位', nameEn: 'Water level', type: 'WATER', unit: 'cm', range: [0, 200], low: 80, high: 150 };
const RELAY: ProbeSpec = { name: '继电器', nameEn: 'Relay', type: 'RELAY', unit: '', range: [0, 1], low: 1, high: 1 };
const TOLUENE: ProbeSpec = { name: '甲苯', nameEn: 'Toluene', type: 'C7H8', unit: 'ppm', range: [0, 15], low: 5, high: 10 };
const NH3: ProbeSpec = { name: '氨气', nameEn: 'Ammonia', type: 'NH3', unit: 'ppm', range: [0, 15], low: 5, high: 10 };
const LASER: ProbeSpec = { name: '甲烷积分浓度', nameEn: 'Methane path', type: 'CH4L', unit: 'ppm·m', range: [0, 50000], low: 1000, high: 5000 };

export const HOUSE_PRODUCT_ID = '15144628';

export const CATALOGUE: readonly ProductSpec[] = [
  { productId: '15144601', code: 'alarms', name: '工业报警器', nameEn: 'Industrial Alarm', icon: 'alarms', disabled: true, probes: [EX, O2, H2S, CO] },
  { productId: HOUSE_PRODUCT_ID, code: 'house', name: '家用报警器', nameEn: 'Home Alarm', icon: 'house', disabled: false, probes: [CH4, CO] },
  { productId: '15144635', code: 'commercial', name: '独立式报警器', nameEn: 'Independent Alarm Device', icon: 'commercial', disabled: true, probes: [CH4] },
  { productId: '15144642', code: 'flame', name: '火焰探测器', nameEn: 'Flame Detector', icon: 'flame', disabled: true, probes: [FLAME] },
  { productId: '15144659', code: 'civil', name: '民用报警器', nameEn: 'Civilian Alarm', icon: 'civil', disabled: true, probes: [CH4] },
  { productId: '15144666', code: 'portable', name: '便携式工业报警器', nameEn: 'Portable Industrial Alarm', icon: 'portable', disabled: true, probes: [EX, O2, H2S, CO] },
  { productId: '15144673', code: 'environment', name: '大气监测', nameEn: 'Atmospheric Monitoring', icon: 'environment', disabled: true, probes: [PM25] },
  { productId: '15144680', code: 'lampblack', name: '油烟监测', nameEn: 'Oil Fume Monitoring', icon: 'lampblack', disabled: true, probes: [FUME] },
  { productId: '15144697', code: 'tvoc', name: 'TVOC检测', nameEn: 'TVOC Detection', icon: 'tvoc', disabled: true, probes: [TVOC] },
  { productId: '15144703', code: 'manhole', name: '智能井盖', nameEn: 'Intelligent Manhole Cover', icon: 'manhole', disabled: true, probes: [TILT, WATER, CH4] },
  { productId: '15144710', code: 'gas', name: '燃气地下探测器', nameEn: 'Gas Underground Detector', icon: 'gas', disabled: true, probes: [CH4] },
  { productId: '15144727', code: 'controller', name: '4G物联网关', nameEn: '4G IoT Gateway', icon: 'controller', disabled: true, probes: [RELAY] },
  { productId: '15144734', code: 'hat', name: '智能安全帽', nameEn: 'Intelligent Safety Helmet', icon: 'hat', disabled: true, probes: [EX, CO, H2S, TOLUENE, NH3] },
  { productId: '15144741', code: 'telemetryInstrument', name: '桌面式激光甲烷遥测仪', nameEn: 'Desktop laser methane telemeter', icon: 'cloud-desk', disabled: true, probes: [LASER] },
  { productId: '15144758', code: 'telemetryInstrument', name: '手持式激光甲烷遥测仪', nameEn: 'Handheld laser methane telemeter', icon: 'handheld', disabled: true, probes: [LASER] },
];
