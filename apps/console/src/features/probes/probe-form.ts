import type { HELMET_THRESHOLDS } from '@vigil/sdk/constants';
import { parseRange } from '@vigil/sdk/validation';
import type { MessageKey } from '../../i18n/zh-CN';
import type { FormFieldConfig } from '../forms/form-types';
import { probeMeasureOf } from '../modules/registry';
import type { ProbeRow } from './probe-queries';

/** The threshold form (the sdk's probe rule `probeConfigSchema`): low and high alarm; a blank one clears it. */
export const THRESHOLD_FIELDS: readonly FormFieldConfig[] = [
  { name: 'lowAlarm', label: 'probe.lowAlarm', kind: 'text', blank: 'null' },
  { name: 'highAlarm', label: 'probe.highAlarm', kind: 'text', blank: 'null' },
];

/** The helmet's gas thresholds (spec §5, `helmetThresholdsSchema`), one field per gas. */
const GAS_LABELS = {
  combustible: 'probe.gas.combustible',
  carbonMonoxide: 'probe.gas.carbonMonoxide',
  hydrogenSulfide: 'probe.gas.hydrogenSulfide',
  toluene: 'probe.gas.toluene',
  ammonia: 'probe.gas.ammonia',
} as const satisfies Record<keyof typeof HELMET_THRESHOLDS, MessageKey>;
export const HELMET_FIELDS: readonly FormFieldConfig[] = Object.entries(GAS_LABELS).map(([name, label]) => ({ name, label, kind: 'text', required: true }));

/** The helmet form's values: the stored gas thresholds, else each gas's probe high alarm. */
export function helmetValues(stored: unknown, rows: readonly ProbeRow[]): ThresholdValues {
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const measured = (gas: string) => rows.find((r) => probeMeasureOf('hat', r.type)?.helmetGas === gas)?.highAlarm;
  return Object.fromEntries(Object.keys(GAS_LABELS).map((gas) => [gas, shown(saved[gas] ?? measured(gas))]));
}

export type ThresholdValues = Record<string, string | number | null>;

/** The range every one of `rows` allows: the overlap of their ranges (a batch edit must fit each probe). */
export function sharedRange(rows: readonly ProbeRow[]): { min: number; max: number } | undefined {
  const ranges = rows.map((r) => parseRange(r.range));
  if (ranges.length === 0 || ranges.some((r) => r === undefined)) return undefined;
  const bounds = ranges as { min: number; max: number }[];
  return { min: Math.max(...bounds.map((r) => r.min)), max: Math.min(...bounds.map((r) => r.max)) };
}

const shown = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The form's values for `rows`: the first row's thresholds, and the shared range the rule checks them against. */
export function thresholdValues(rows: readonly ProbeRow[]): ThresholdValues {
  const range = sharedRange(rows);
  const first = rows[0];
  return {
    number: first?.number ?? '',
    range: range ? `${range.min}-${range.max}` : '',
    lowAlarm: rows.length === 1 ? shown(first?.lowAlarm) : '',
    highAlarm: rows.length === 1 ? shown(first?.highAlarm) : '',
  };
}

/** The configuration body (PUT /sensor/userConfig): every probe of the device, the edited ones with the new thresholds. */
export function configBody(all: readonly ProbeRow[], edited: readonly ProbeRow[], values: ThresholdValues) {
  const numbers = new Set(edited.map((r) => String(r.number)));
  const probes = all.map(({ imei: _imei, ...probe }) => {
    const base = { number: probe.number, name: probe.name, type: probe.type, lowAlarm: probe.lowAlarm ?? null, highAlarm: probe.highAlarm ?? null, range: probe.range ?? undefined, enabled: probe.enabled, unit: probe.unit ?? undefined };
    return numbers.has(String(probe.number)) ? { ...base, lowAlarm: num(values.lowAlarm), highAlarm: num(values.highAlarm) } : base;
  });
  return { imei: all[0]?.imei ?? '', probes };
}

const num = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));
