import type { MockContext } from '../context';
import { ApiError } from '../errors';
import { parseTime } from '../time-format';

/**
 * The instants (ms) a history request covers: `beginTime` to `endTime` (wall clocks in the request's zone), never
 * past now; without `endTime` it ends now, without `beginTime` it starts a day before its end. A begin after the end
 * is refused (400 `history.order`).
 */
export function historyRange(input: Record<string, unknown>, context: MockContext): { begin: number; end: number } {
  const now = context.now();
  const end = Math.min(parseTime(input.endTime) ?? now, now);
  const begin = parseTime(input.beginTime) ?? end - 86_400_000;
  if (begin > end) throw new ApiError(400, 'history.order');
  return { begin, end };
}
