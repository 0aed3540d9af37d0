import { createRandom } from '../random';
import type { MockState } from '../state';
import { DEFAULT_LOCALE } from '../i18n/locale';
import type { Locale } from '../i18n/messages';
import { DAY, type SeedContext, type SeedModule } from './context';
import { seedContent } from './content';
import { seedDeviceData } from './device-data';
import { seedDevices } from './devices';
import { seedGateways } from './gateways';
import { seedOrganisation } from './organisation';
import { seedTalk } from './talk';
import { seedVideo } from './video';

// Each module after the ones it links to; a new one goes last, so the earlier ones draw the same data as before.
const MODULES: readonly SeedModule[] = [seedOrganisation, seedDevices, seedContent, seedGateways, seedTalk, seedVideo, seedDeviceData];

/**
 * The whole state for a seed: same seed, epoch and locale → identical state. The locale changes only the texts
 * (every seeded record is in that one language); ids, counts and everything else are the seed's.
 */
export function createSeedState(seed: number, now: number, locale: Locale = DEFAULT_LOCALE): MockState {
  const epoch = Math.floor(now / DAY) * DAY;
  let sequence = 100;
  const state: MockState = { format: 'vigil-mock-state', version: 1, seed, epoch, sequence: 0, collections: {}, sessions: {}, settings: {} };
  const context: SeedContext = { random: createRandom(seed), seed, epoch, id: () => ++sequence, locale, text: (value) => value[locale], seeded: state.collections };
  for (const module of MODULES) {
    const { collections, settings } = module(context);
    Object.assign(state.collections, collections);
    Object.assign(state.settings, settings);
  }
  state.sequence = sequence;
  return state;
}

/** Enables exactly the products of these catalogue codes (`--products`); undefined keeps the catalogue default. */
export function enableProducts(state: MockState, codes: readonly string[] | undefined): MockState {
  if (!codes) return state;
  const enabled = new Set(codes);
  for (const product of state.collections.products ?? []) product.disabled = !enabled.has(String(product.code));
  return state;
}
