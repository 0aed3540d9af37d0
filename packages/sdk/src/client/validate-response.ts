import * as z from 'zod/mini';
import type { EndpointDefinition } from '../endpoints/define-endpoint';
import { ResponseValidationError } from './errors';

/**
 * The client's validation step for a code-200 body: the endpoint's schema or a `ResponseValidationError` naming the
 * endpoint and the failing path. Exported so servers and tests can hold their answers to the same contract.
 */
export function validateResponse(endpoint: Pick<EndpointDefinition, 'id' | 'response'>, body: unknown): unknown {
  if (!endpoint.response) return body;
  const parsed = z.safeParse(endpoint.response, body);
  if (!parsed.success) throw new ResponseValidationError(endpoint.id, parsed.error.issues);
  return parsed.data;
}
