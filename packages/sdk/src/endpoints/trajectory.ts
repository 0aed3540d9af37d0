import * as z from 'zod/mini';
import { dataResponseSchema } from '../schemas/envelope';
import { trackPointSchema, trackRequestSchema } from '../schemas/trajectory';
import { defineEndpoint } from './define-endpoint';

/** Extension of spec §7: helmet trajectories, which the spec shows (spec §5, §8 "no trajectory data") but lists no call for. */
export const trajectoryEndpoints = {
  /**
   * Extension of spec §7: a helmet's GPS fixes between `beginTime` and `endTime`, oldest first (empty when there are
   * none: "no trajectory data"). Named as the backend names its other helmet calls (`/hat/...`).
   */
  track: defineEndpoint({ id: 'trajectory.track', access: 'hat:track:list', method: 'GET', path: '/hat/track', encoding: 'query', query: trackRequestSchema, response: dataResponseSchema(z.array(trackPointSchema)) }),
};
