import { DEVICE_CATALOGUE, HOUSE_PRODUCT_ID, type ProbeMeasure, probesOfProduct } from '@vigil/sdk';
import { both } from '../i18n/locale';
import type { Locale, Localized } from '../i18n/messages';
import type { Row } from '../state';

export { HOUSE_PRODUCT_ID };

/** The sdk's device catalogue (spec §1) with the probes of each product (the sdk's probe catalogue). */
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

/** The sdk's probe catalogue (one source for the console's registry and the mock), in the mock's shape. */
const specOf = (probe: ProbeMeasure): ProbeSpec => ({
  name: both(probe.name.zh, probe.name.en),
  type: probe.type,
  unit: probe.unit,
  range: [probe.range.min, probe.range.max],
  low: probe.lowAlarm,
  high: probe.highAlarm,
});

export const CATALOGUE: readonly ProductSpec[] = DEVICE_CATALOGUE.map((entry) => ({
  productId: entry.productid,
  code: entry.code,
  name: both(entry.name.zh, entry.name.en),
  icon: entry.icon,
  disabled: entry.disabled,
  probes: probesOfProduct(entry.productid).map(specOf),
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
