import { createRandom } from '../random';
import type { MockState } from '../state';
import { DAY, type SeedModule } from './context';
import { seedContent } from './content';
import { seedDevices } from './devices';
import { seedOrganisation } from './organisation';

const MODULES: readonly SeedModule[] = [seedOrganisation, seedDevices, seedContent];

/** The whole state for a seed: same seed and epoch → identical state. */
export function createSeedState(seed: number, now: number): MockState {
  const epoch = Math.floor(now / DAY) * DAY;
  let sequence = 100;
  const state: MockState = { format: 'vigil-mock-state', version: 1, seed, epoch, sequence: 0, collections: {}, sessions: {}, settings: {} };
  const context = { random: createRandom(seed), seed, epoch, id: () => ++sequence, seeded: state.collections };
  for (const module of MODULES) {
    const { collections, settings } = module(context);
    Object.assign(state.collections, collections);
    Object.assign(state.settings, settings);
  }
  state.sequence = sequence;
  return state;
}
