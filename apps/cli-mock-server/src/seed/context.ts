import type { Locale, Localized } from '../i18n/messages';
import type { Random } from '../random';
import type { Row } from '../state';

export const DAY = 86_400_000;

/** What every seed module gets: the PRNG, the day the data is anchored to, an id source and the seed's language. */
export interface SeedContext {
  random: Random;
  seed: number;
  epoch: number;
  id(): number;
  /** The one language every seeded text is written in (`--locale`). */
  locale: Locale;
  /** A text in the seed's language. */
  text(value: Localized): string;
  /** Collections seeded by earlier modules (later modules link to them). */
  seeded: Readonly<Record<string, readonly Row[]>>;
}

/** A seed module fills some collections and settings. */
export type SeedModule = (context: SeedContext) => { collections: Record<string, Row[]>; settings?: Record<string, unknown> };

/** A time in the past `days` days before the epoch, at a random minute. */
export function pastTime(context: SeedContext, maxDaysAgo: number): number {
  return context.epoch - context.random.int(0, maxDaysAgo * 1440) * 60_000;
}
