import type { Context } from 'hono';
import type { TextKey } from './i18n/locale';
import { z } from 'zod';
import type { MockContext } from './context';
import { controlBody } from './control-body';
import { ok } from './envelope';
import { settleMonitoring } from './monitoring';
import { readJson } from './request-body';
import { formatTime } from './time-format';

const clockSchema = z.object({ advanceMs: z.number().int().min(0).optional(), reset: z.boolean().optional() });

/**
 * `POST /__mock/clock` (and its older name `/__mock/recordings/clock`): moves the mock's clock on by `advanceMs`, or
 * back to the wall clock with `reset`; what follows it moves at once (devices go offline, uploads and recording
 * tasks move on). Answers how far ahead the clock is and the time it reads (server zone).
 */
export function clockRoute(context: MockContext, refusal: TextKey = 'mock.badClock') {
  return async (c: Context) => {
    const { advanceMs = 0, reset = false } = controlBody(clockSchema, await readJson(c), refusal);
    // Settled first: what was due before the move happens at its own time, not at the new one.
    await settleMonitoring(context);
    if (reset) context.clock.reset();
    const offsetMs = context.clock.advance(advanceMs);
    await settleMonitoring(context);
    return c.json(ok({ offsetMs, now: formatTime(context.now()) }));
  };
}
