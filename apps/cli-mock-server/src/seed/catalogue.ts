import { DEVICE_CATALOGUE, HOUSE_PRODUCT_ID } from '@vigil/sdk';
import { both } from '../i18n/locale';
import type { Locale, Localized } from '../i18n/messages';
import type { Row } from '../state';

export { HOUSE_PRODUCT_ID };

/** The sdk's device catalogue (spec §1) plus the probes the mock gives each product's devices. */
export interface ProductSpec {
  productId: string;
  code: string;
  name: Localized;
  icon: string;
  disabled: boolean;
  /** Probes a device of this product carries: name, type, unit, range and alarm thresholds. */
  probes: readonly ProbeSpec[];
}

export interface ProbeSpec {
  name: Localized;
  type: string;
  unit: string;
  range: readonly [number, number];
  low: number;
  high: number;
}

const CH4: ProbeSpec = { name: both('甲烷', 'Methane'), type: 'CH4', unit: '%LEL', range: [0, 100], low: 10, high: 25 };
const CO: ProbeSpec = { name: both('一氧化碳', 'Carbon monoxide'), type: 'CO', unit: 'ppm', range: [0, 150], low: 35, high: 100 };
const H2S: ProbeSpec = { name: both('硫化氢', 'Hydrogen sulfide'), type: 'H2S', unit: 'ppm', range: [0, 15], low: 5, high: 10 };
const O2: ProbeSpec = { name: both('氧气', 'Oxygen'), type: 'O2', unit: '%VOL', range: [0, 30], low: 19.5, high: 23.5 };
const EX: ProbeSpec = { name: both('可燃气体', 'Combustible gas'), type: 'EX', unit: '%LEL', range: [0, 20], low: 5, high: 10 };
const FLAME: ProbeSpec = { name: both('火焰', 'Flame'), type: 'FLAME', unit: '', range: [0, 1], low: 1, high: 1 };
const PM25: ProbeSpec = { name: both('PM2.5', 'PM2.5'), type: 'PM25', unit: 'µg/m³', range: [0, 500], low: 75, high: 150 };
const FUME: ProbeSpec = { name: both('油烟浓度', 'Oil fume'), type: 'FUME', unit: 'mg/m³', range: [0, 10], low: 1, high: 2 };
const TVOC: ProbeSpec = { name: both('TVOC', 'TVOC'), type: 'TVOC', unit: 'mg/m³', range: [0, 5], low: 0.6, high: 1.2 };
const TILT: ProbeSpec = { name: both('倾角', 'Tilt'), type: 'TILT', unit: '°', range: [0, 90], low: 10, high: 30 };
const WATER: ProbeSpec = { name: both('水位', 'Water level'), type: 'WATER', unit: 'cm', range: [0, 200], low: 80, high: 150 };
const RELAY: ProbeSpec = { name: both('继电器', 'Relay'), type: 'RELAY', unit: '', range: [0, 1], low: 1, high: 1 };
const TOLUENE: ProbeSpec = { name: both('甲苯', 'Toluene'), type: 'C7H8', unit: 'ppm', range: [0, 15], low: 5, high: 10 };
const NH3: ProbeSpec = { name: both('氨气', 'Ammonia'), type: 'NH3', unit: 'ppm', range: [0, 15], low: 5, high: 10 };
const LASER: ProbeSpec = { name: both('甲烷积分浓度', 'Methane path'), type: 'CH4L', unit: 'ppm·m', range: [0, 50000], low: 1000, high: 5000 };

/** Probes per product id; the products themselves come from the sdk's DEVICE_CATALOGUE. */
const PROBES: Readonly<Record<string, readonly ProbeSpec[]>> = {
  '15144601': [EX, O2, H2S, CO],
  [HOUSE_PRODUCT_ID]: [CH4, CO],
  '15144635': [CH4],
  '15144642': [FLAME],
  '15144659': [CH4],
  '15144666': [EX, O2, H2S, CO],
  '15144673': [PM25],
  '15144680': [FUME],
  '15144697': [TVOC],
  '15144703': [TILT, WATER, CH4],
  '15144710': [CH4],
  '15144727': [RELAY],
  '15144734': [EX, CO, H2S, TOLUENE, NH3],
  '15144741': [LASER],
  '15144758': [LASER],
};

export const CATALOGUE: readonly ProductSpec[] = DEVICE_CATALOGUE.map((entry) => ({
  productId: entry.productid,
  code: entry.code,
  name: both(entry.name.zh, entry.name.en),
  icon: entry.icon,
  disabled: entry.disabled,
  probes: PROBES[entry.productid] ?? [],
}));

/** A probe type's name in both languages (`CH4` → 甲烷 / Methane); live alarms name the probe in each socket's language. */
export const PROBE_NAMES: ReadonlyMap<string, Localized> = new Map(CATALOGUE.flatMap((product) => product.probes.map((probe) => [probe.type, probe.name] as const)));

/** The stored probe of a device (its number is 1-based): name in `locale`, the spec's range and default thresholds. */
export function probeRow(spec: ProbeSpec, index: number, device: { id: number; imei: string }, locale: Locale): Row {
  return {
    deviceId: device.id,
    imei: device.imei,
    number: index + 1,
    name: spec.name[locale],
    nameEn: spec.name.en,
    type: spec.type,
    unit: spec.unit,
    lowAlarm: spec.low,
    highAlarm: spec.high,
    range: `${spec.range[0]}-${spec.range[1]}`,
    rangeMin: spec.range[0],
    rangeMax: spec.range[1],
    enabled: true,
  };
}
