import { HELMET_THRESHOLDS, HOUSE_PRODUCT_ID } from '../constants';
import type { LocalizedName } from './device-catalogue';

/**
 * Which way a measure alarms (docs/console.md, "Alarm thresholds"): `rising` (combustible and toxic gases, pollution,
 * tilt, water level: the low limit is the first level, the high one the second), `falling` (an alarm below the low
 * limit only), `both` (oxygen: deficiency below the low limit, enrichment above the high one) or `none` (a state that
 * is never a danger in itself, a relay's on/off).
 */
export type AlarmDirection = 'rising' | 'falling' | 'both' | 'none';

/** The helmet gases of spec §5, keyed as `HELMET_THRESHOLDS` is. */
export type HelmetGas = keyof typeof HELMET_THRESHOLDS;

/**
 * What one kind of probe measures: the gas or quantity (by its wire `type`), its unit, the range it reads and the
 * default low and high alarm thresholds a new device gets. A helmet's gases carry the spec §5 limit they follow.
 */
export interface ProbeMeasure {
  type: string;
  name: LocalizedName;
  unit: string;
  range: Readonly<{ min: number; max: number }>;
  lowAlarm: number;
  highAlarm: number;
  /** Which way it alarms; see AlarmDirection. */
  direction: AlarmDirection;
  /** What it reads where all is well (clean air: no gas, 20.9 %VOL oxygen). */
  normal: number;
  helmetGas?: HelmetGas;
}

/** How a measure alarms and what it reads at rest, where it is not `rising` from its range's minimum. */
interface Behaviour {
  direction: AlarmDirection;
  normal: number;
}

const measure = (type: string, zh: string, en: string, unit: string, min: number, max: number, lowAlarm: number, highAlarm: number, behaviour?: Behaviour): ProbeMeasure =>
  Object.freeze({ type, name: Object.freeze({ zh, en }), unit, range: Object.freeze({ min, max }), lowAlarm, highAlarm, ...(behaviour ?? { direction: 'rising' as const, normal: min }) });

/** A helmet gas: its range is the spec §5 threshold limit of that gas. */
const helmet = (gas: HelmetGas, type: string, zh: string, en: string, unit: string, lowAlarm: number, highAlarm: number): ProbeMeasure =>
  Object.freeze({ ...measure(type, zh, en, unit, HELMET_THRESHOLDS[gas].min, HELMET_THRESHOLDS[gas].max, lowAlarm, highAlarm), helmetGas: gas });

/**
 * Every probe kind a catalogue product carries, by wire type. Defaults and their sources (docs/console.md, "Alarm
 * thresholds"): oxygen 19.5 %VOL deficiency and 23.5 %VOL enrichment (OSHA 29 CFR 1910.146, normal air
 * 20.9 %VOL); combustible gas first and second levels within GB/T 50493-2019 (first level at most 25 %LEL, second
 * at most 50 %LEL), alarming as the reading reaches them (GB 15322); CO and H2S rising, near the GBZ 2.1 workplace limits.
 */
export const PROBE_MEASURES = Object.freeze({
  CH4: measure('CH4', '甲烷', 'Methane', '%LEL', 0, 100, 10, 25),
  CO: measure('CO', '一氧化碳', 'Carbon monoxide', 'ppm', 0, 150, 35, 100),
  H2S: measure('H2S', '硫化氢', 'Hydrogen sulfide', 'ppm', 0, 15, 5, 10),
  O2: measure('O2', '氧气', 'Oxygen', '%VOL', 0, 30, 19.5, 23.5, { direction: 'both', normal: 20.9 }),
  EX: measure('EX', '可燃气体', 'Combustible gas', '%LEL', 0, 20, 5, 10),
  FLAME: measure('FLAME', '火焰', 'Flame', '', 0, 1, 1, 1),
  PM25: measure('PM25', 'PM2.5', 'PM2.5', 'µg/m³', 0, 500, 75, 150),
  FUME: measure('FUME', '油烟浓度', 'Oil fume', 'mg/m³', 0, 10, 1, 2),
  TVOC: measure('TVOC', 'TVOC', 'TVOC', 'mg/m³', 0, 5, 0.6, 1.2),
  TILT: measure('TILT', '倾角', 'Tilt', '°', 0, 90, 10, 30),
  WATER: measure('WATER', '水位', 'Water level', 'cm', 0, 200, 80, 150),
  RELAY: measure('RELAY', '继电器', 'Relay', '', 0, 1, 1, 1, { direction: 'none', normal: 0 }),
  CH4L: measure('CH4L', '甲烷积分浓度', 'Methane path', 'ppm·m', 0, 50000, 1000, 5000),
});

/** A helmet's probes: each gas within its spec §5 limit. */
const HELMET_PROBES: readonly ProbeMeasure[] = Object.freeze([
  helmet('combustible', 'EX', '可燃气体', 'Combustible gas', '%LEL', 5, 10),
  helmet('carbonMonoxide', 'CO', '一氧化碳', 'Carbon monoxide', 'ppm', 35, 100),
  helmet('hydrogenSulfide', 'H2S', '硫化氢', 'Hydrogen sulfide', 'ppm', 5, 10),
  helmet('toluene', 'C7H8', '甲苯', 'Toluene', 'ppm', 5, 10),
  helmet('ammonia', 'NH3', '氨气', 'Ammonia', 'ppm', 5, 10),
]);

const P = PROBE_MEASURES;
/** The probes a device of each catalogue product carries, in probe-number order (number = index + 1). */
export const PRODUCT_PROBES: Readonly<Record<string, readonly ProbeMeasure[]>> = Object.freeze({
  '15144601': [P.EX, P.O2, P.H2S, P.CO],
  [HOUSE_PRODUCT_ID]: [P.CH4, P.CO],
  '15144635': [P.CH4],
  '15144642': [P.FLAME],
  '15144659': [P.CH4],
  '15144666': [P.EX, P.O2, P.H2S, P.CO],
  '15144673': [P.PM25],
  '15144680': [P.FUME],
  '15144697': [P.TVOC],
  '15144703': [P.TILT, P.WATER, P.CH4],
  '15144710': [P.CH4],
  '15144727': [P.RELAY],
  '15144734': HELMET_PROBES,
  '15144741': [P.CH4L],
  '15144758': [P.CH4L],
});

// The general measures come last so they win over a helmet's narrower range of the same gas.
const BY_TYPE: ReadonlyMap<string, ProbeMeasure> = new Map([...HELMET_PROBES, ...Object.values(PROBE_MEASURES)].map((m) => [m.type, m]));

/** The catalogue's measure of a wire probe type (`O2`, `ch4`: case does not matter), if it knows the type. */
export function measureOfType(type: unknown): ProbeMeasure | undefined {
  return typeof type === 'string' ? BY_TYPE.get(type.trim().toUpperCase()) : undefined;
}

/** The probes of a product id (none for an unknown one). */
export function probesOfProduct(productid: string | number): readonly ProbeMeasure[] {
  return PRODUCT_PROBES[String(productid)] ?? [];
}
