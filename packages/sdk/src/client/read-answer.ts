import * as z from 'zod/mini';
import type { EndpointDefinition } from '../endpoints/define-endpoint';
import { ResponseValidationError } from './errors';
import type { ClientEvents } from './events';
import type { ClientOptions } from './types';

/**
 * A code-200 body read with its endpoint's schema: the schema alone when the body matches it (the fast path); else
 * strictly a ResponseValidationError, or tolerantly field by field, the reader loaded on first use (a page whose
 * answers all match never carries it: /login's budget).
 */
export async function readAnswer(
  endpoint: Pick<EndpointDefinition, 'id' | 'response'>,
  body: unknown,
  options: Pick<ClientOptions, 'validate' | 'reading'>,
  events: ClientEvents,
): Promise<unknown> {
  if (options.validate === false || !endpoint.response) return body;
  const parsed = z.safeParse(endpoint.response, body);
  if (parsed.success) return parsed.data;
  if (options.reading === 'strict') throw new ResponseValidationError(endpoint.id, parsed.error.issues);
  const { readResponse } = await import('../read/read-response');
  const { data, issues } = readResponse(endpoint, body);
  if (issues.length > 0) events.emit('unreadableValues', { endpointId: endpoint.id, issues });
  return data;
}
