import type { LocalizedName } from './device-catalogue';
import { PRODUCT_PROBES, type ProbeMeasure } from './probe-catalogue';

/** A catalogue name in a UI language: English for `en`, `en-US`…, Chinese otherwise (zh-CN is the default). */
export function nameIn(name: LocalizedName, language: string): string {
  return language.toLowerCase().startsWith('en') ? name.en : name.zh;
}

/** Every probe kind of the catalogue (helmet gases included), by wire type; the first product's entry wins. */
const BY_TYPE = new Map<string, ProbeMeasure>();
/** The same kinds by either language's name, for a reading that names its probe but not its type. */
const BY_NAME = new Map<string, ProbeMeasure>();
for (const probes of Object.values(PRODUCT_PROBES)) {
  for (const measure of probes) {
    if (!BY_TYPE.has(measure.type)) BY_TYPE.set(measure.type, measure);
    for (const name of [measure.name.zh, measure.name.en]) if (!BY_NAME.has(name.toLowerCase())) BY_NAME.set(name.toLowerCase(), measure);
  }
}

/** Every catalogue name of either language, longest first (so 甲烷积分浓度 is found before 甲烷). */
const NAMES_LONGEST_FIRST = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);

/**
 * The catalogue kind a backend's text names (an alarm's `甲烷高报`, `Methane High alarm`): the one whose name, in
 * either language, occurs in it, the longest such name winning; undefined when it names none.
 */
export function probeMeasureMentioned(text: string): ProbeMeasure | undefined {
  const lower = text.toLowerCase();
  const found = NAMES_LONGEST_FIRST.find((name) => lower.includes(name));
  return found === undefined ? undefined : BY_NAME.get(found);
}

/** What a backend says of a probe: its wire type and the name it stored, either may be missing. */
export interface NamedProbe {
  type?: unknown;
  name?: unknown;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** The catalogue's kind of a probe: by its wire type, else by its name in either language; undefined if unknown. */
export function probeMeasureFor(probe: NamedProbe): ProbeMeasure | undefined {
  return BY_TYPE.get(text(probe.type)) ?? BY_NAME.get(text(probe.name).toLowerCase());
}

/**
 * How a probe is named on screen: the catalogue's name in the UI language for a kind the catalogue knows (a backend
 * stores its names in one language, zh-CN on a real one), else the backend's name, else `fallback` (its number).
 */
export function probeNameIn(probe: NamedProbe, language: string, fallback = ''): string {
  const measure = probeMeasureFor(probe);
  if (measure) return nameIn(measure.name, language);
  return text(probe.name) || fallback;
}
