import type { ClientEvents } from '../client/events';
import { readAnswer } from '../client/read-answer';
import type { ClientOptions } from '../client/types';
import { authEndpoints } from '../endpoints/auth';
import type { AuthCallName } from './auth-calls';

/** An auth answer read with its schema, as the full client reads it; loaded by the sign-in client when needed. */
export function readAuthAnswer(
  name: AuthCallName,
  body: unknown,
  options: Pick<ClientOptions, 'validate' | 'reading'>,
  events: ClientEvents,
): Promise<unknown> {
  return readAnswer(authEndpoints[name], body, options, events);
}
